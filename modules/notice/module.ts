import { defineArea } from '@quad/contracts/manifest';

/** Notices addressed to departments, classes, roles or people, with read receipts (issue 7). */
export const noticeManifest = defineArea('notice', { zh: '通知公告', en: 'Notices', tw: '通知公告' }, {
  order: 30,
  dependsOn: ['content-engine', 'messages-engine'],
  icon: 'notification',
  routes: {
    notice: {
      index: '通知公告',
      noticepage: '通知详情',
      noticetippage: '必读通知',
      publish: '发布通知',
      // Writers (`submit`) and publishers alike: what each may do is the server's rule.
      manage: { title: '通知管理', console: { app: 'notice', icon: 'notification' } },
    },
  },
});
