import type { TEngineManifest } from '@quad/contracts/manifest';

/** The personal inbox every area writes to, with do-not-disturb, and its pushes to the messaging app. */
export const messagesEngine: TEngineManifest = {
  id: 'messages-engine',
  summary: '站内消息：个人收件箱、免打扰、推送到企业微信',
};
