import type { TServerModule } from '@quad/platform/server/module';
import { messageManifest } from '../module';
import { registerMessageRoutes } from './routes';

/** The inbox's tables belong to the platform's `sendMessage` (areas write through it); this area serves them. */
export const messageServer: TServerModule = {
  manifest: messageManifest,
  register: (app) => registerMessageRoutes(app),
};
