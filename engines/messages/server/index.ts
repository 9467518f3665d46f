import type { TServerEngine } from '@quad/platform/server/module';
import { createProviders } from '@quad/platform/server/providers/messaging/providers';
import { messagesEngine as manifest } from '../engine';
import { registerMessagePushCalls } from './message-push-calls';
import { messagePushesMigration } from './message-push-outbox';
import { installMessagePushWorker } from './message-push-worker';
import { messagesMigration } from './schema';

export {
  countUnread,
  listMessages,
  loadDoNotDisturb,
  readAll,
  readMessage,
  recipientsSince,
  saveDoNotDisturb,
  type TInboxMessage,
} from './inbox';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };
export { toDoNotDisturb, type TDoNotDisturb } from './do-not-disturb';
export { sendMessage, type TNewMessage } from './messages';
export type { MessagesTable } from './schema';

export const messagesEngine: TServerEngine = {
  messages: { en, tw },
  manifest,
  migrations: [messagesMigration, messagePushesMigration],
  register(app, platform) {
    registerMessagePushCalls(app);
    installMessagePushWorker(app, platform, createProviders(platform, app.log));
  },
};
