import { defineArea } from '@quad/contracts/manifest';

/** The personal inbox every area writes to, and do-not-disturb (issue 7). */
export const messageManifest = defineArea({
  id: 'message',
  order: 40,
  dependsOn: ['messages-engine'],
  name: { zh: '我的消息', en: 'Messages', tw: '我的消息' },
  icon: 'message',
  routes: [
    {
      module: 'message',
      pages: [
        { name: 'index', title: '我的消息' },
        { name: 'message', title: '消息详情' },
      ],
    },
    {
      module: 'newsInterruption',
      pages: [
        { name: 'index', title: '消息免打扰' },
        { name: 'indexV2', title: '消息免打扰' },
      ],
    },
  ],
});
