import { defineArea } from '@quad/contracts/manifest';

/** The personal inbox every area writes to, and do-not-disturb (issue 7). */
export const messageManifest = defineArea('message', { zh: '我的消息', en: 'Messages', tw: '我的消息' }, {
  order: 40,
  dependsOn: ['messages-engine'],
  icon: 'message',
  routes: {
    message: { index: '我的消息', message: '消息详情' },
    newsInterruption: { index: '消息免打扰', indexV2: '消息免打扰' },
  },
});
