import type { TServerModule } from '@quad/platform/server/module';
import { messageManifest } from '../module';
import { registerMessageRoutes } from './routes';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** The inbox is the messages engine's (areas write through `sendMessage`); this area serves its calls through the engine's inbox functions. */
export const messageServer: TServerModule = {
  messages: { en, tw },
  manifest: messageManifest,
  register: (app) => registerMessageRoutes(app),
};
