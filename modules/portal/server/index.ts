import type { TServerModule } from '@quad/platform/server/module';
import { portalManifest } from '../module';
import { registerPortalRoutes } from './routes';
import { portalMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const portalServer: TServerModule = {
  messages: { en, tw },
  manifest: portalManifest,
  migrations: [portalMigration],
  register: (app) => registerPortalRoutes(app),
};
