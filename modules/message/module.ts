import type { TModuleManifest } from '@quad/contracts/manifest';

/** The personal inbox every area writes to, and do-not-disturb (issue 7). */
export const messageManifest: TModuleManifest = {
  id: 'message',
  order: 40,
  dependsOn: ['messages-engine'],
  appKey: 'message',
  name: { zh: '我的消息', en: 'Messages', tw: '我的消息' },
  icon: 'message',
  defaultEnabled: true,
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
};
