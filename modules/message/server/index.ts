import type { TServerModule } from '@quad/platform/server/module';
import { messageManifest } from '../module';
import { registerMessageRoutes } from './routes';
import englishMessages from '../i18n/server.en.json' with { type: 'json' };

/** The inbox is the messages engine's (areas write through `sendMessage`); this area serves its calls through the engine's inbox functions. */
export const messageServer: TServerModule = {
  englishMessages,
  manifest: messageManifest,
  register: (app) => registerMessageRoutes(app),
};
