import type { TServerModule } from '@quad/platform/server/module';
import { portalManifest } from '../module';
import { registerPortalRoutes } from './routes';
import { portalMigration } from './schema';
import englishMessages from '../i18n/server.en.json' with { type: 'json' };

export const portalServer: TServerModule = {
  englishMessages,
  manifest: portalManifest,
  migrations: [portalMigration],
  register: (app) => registerPortalRoutes(app),
};
