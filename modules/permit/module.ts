import { defineArea } from '@quad/contracts/manifest';

/**
 * Permits (访客预约 and 车辆通行证, a university security office's gate): a visitor without an account
 * books a visit on a public page and follows it by a secret link; people of the site ask for a car
 * permit; each request is decided by a flow of the workflow engine; an approved one is a QR pass that
 * the guards' gate page checks against its window and revocation, logging every scan.
 *
 * Whose request is a visit? The engine needs an applicant who is an active person of the site (it
 * refuses anyone else, sends them the end message, and keys retries by applicant and request id), and
 * a visitor is nobody there. The host is the applicant of record: they answer for the visit on their
 * site and may withdraw it. The site's one visit flow (`permit_visitor`) sends its first step to the
 * person the request names in `hostId`, and the site's administrators may add steps in 流程设置 (the
 * security office after the host). The visitor is in the values and in this area's own row.
 */
export const permitManifest = defineArea('permit', { zh: '通行证', en: 'Permits', tw: '通行證' }, {
  order: 64,
  dependsOn: ['workflow-engine'],
  routes: {
    permit: {
      index: '车辆通行证',
      pass: '我的通行证',
      visitor: { title: '访客预约', public: true },
      status: { title: '预约进度', public: true },
      gate: { title: '门岗核验', personal: true },
      approve: { title: '通行证审批', console: { app: 'permit', module: 'approve', icon: 'audit' }, personal: true },
      records: { title: '通行证记录', console: { app: 'permit', module: 'approve', icon: 'file-search' }, personal: true },
      gatelog: { title: '门岗核验记录', console: { app: 'permit', module: 'approve', icon: 'safety' }, personal: true },
    },
  },
});
