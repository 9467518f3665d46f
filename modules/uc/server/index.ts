import type { TServerModule } from '@quad/platform/server/module';
import { ucManifest } from '../module';
import { registerUcRoutes } from './routes';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const ucServer: TServerModule = {
  messages: { en, tw },
  manifest: ucManifest,
  register: (app) => registerUcRoutes(app),
};
