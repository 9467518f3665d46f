import { defineArea } from '@quad/contracts/manifest';

/**
 * Official documents (公文): staff draft a document under a red-header template (红头), pick the units it
 * is sent to (主送) and copied to (抄送), and send it along the workflow engine's `official_document`
 * flow (核稿, then 签发). On approval it gets its number (北大发〔2026〕12号) and each unit a receipt its
 * leaders sign (收文签收); the sender follows the receipts and may publish it to the whole site.
 *
 * Its phone pages are the spec's `document` pages (officialpage, redpage, choosecompany, user,
 * flowpage), declared under the `document` route key beside the approval pages of the document area,
 * which keeps the rest of that key (backlog, flow…): the route key is a URL prefix, not an owner.
 */
export const officialManifest = defineArea('official', { zh: '公文', en: 'Official documents', tw: '公文' }, {
  order: 57,
  dependsOn: ['workflow-engine', 'messages-engine'],
  icon: 'file',
  routes: {
    document: {
      officialpage: '公文',
      redpage: '公文',
      choosecompany: '选择单位',
      user: '收文签收',
      flowpage: { title: '公文流转', personal: true },
    },
    official: {
      manage: { title: '公文管理', console: { app: 'official', module: 'manage', icon: 'file-search' }, personal: true },
      templates: { title: '红头模板', console: { app: 'official', module: 'manage', icon: 'setting' } },
    },
  },
});
