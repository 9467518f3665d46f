import { defineArea } from '@quad/contracts/manifest';

/**
 * The to-do pages of every approval (spec §2.2 document, issue 20): 待办 across all areas (the
 * platform's inbox), 已办, 我发起的 and 待阅 (抄送我的) (the workflow engine's lists), and one request's tracking and
 * log. The request pages show other people's requests, hence `personal`. 流程设置 is the console's
 * editor of the site's flows.
 */
export const documentManifest = defineArea(
  'document',
  { zh: '待办审批', en: 'Approvals', tw: '待辦審批' },
  {
    order: 55,
    dependsOn: ['workflow-engine'],
    icon: 'file',
    routes: {
      document: {
        backlog: '待办',
        complete: '已办',
        sendpage: '我发起的',
        waitpage: '抄送我的',
        flow: { title: '审批详情', personal: true },
        flowlog: { title: '流转记录', personal: true },
        flows: { title: '流程设置', console: { app: 'document', module: 'flows', icon: 'setting' } },
      },
    },
  },
);
