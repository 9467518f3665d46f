import type { TServerModule } from '@quad/platform/server/module';
import { ucManifest } from '../module';
import { registerUcRoutes } from './routes';
import englishMessages from '../i18n/server.en.json' with { type: 'json' };

export const ucServer: TServerModule = {
  englishMessages,
  manifest: ucManifest,
  register: (app) => registerUcRoutes(app),
};
