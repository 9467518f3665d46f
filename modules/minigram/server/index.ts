import type { TServerModule } from '@quad/platform/server/module';
import { minigramManifest } from '../module';
import { registerMinigramRoutes } from './routes';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const minigramServer: TServerModule = {
  messages: { en, tw },
  manifest: minigramManifest,
  // The mini program's backend gets a service token with this grant (docs/integration.md).
  builtinGrants: { 'site-admin': ['tickets'] },
  register: (app, platform) => registerMinigramRoutes(app, platform),
};
