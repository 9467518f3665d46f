import { defineArea } from '@quad/contracts/manifest';

/** Notices addressed to departments, classes, roles or people, with read receipts (issue 7). */
export const noticeManifest = defineArea({
  id: 'notice',
  order: 30,
  dependsOn: ['content-engine', 'messages-engine'],
  name: { zh: '通知公告', en: 'Notices', tw: '通知公告' },
  icon: 'notification',
  routes: [
    {
      module: 'notice',
      pages: [
        { name: 'index', title: '通知公告' },
        { name: 'noticepage', title: '通知详情' },
        { name: 'noticetippage', title: '必读通知' },
        { name: 'publish', title: '发布通知' },
        // Writers (`submit`) and publishers alike: what each may do is the server's rule.
        { name: 'manage', title: '通知管理', console: { app: 'notice', icon: 'notification' } },
      ],
    },
  ],
});
