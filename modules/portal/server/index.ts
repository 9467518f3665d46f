import type { TServerModule } from '@quad/platform/server/module';
import { portalManifest } from '../module';
import { registerPortalRoutes } from './routes';
import { portalMigration } from './schema';

export const portalServer: TServerModule = {
  manifest: portalManifest,
  migrations: [portalMigration],
  register: (app, platform) => registerPortalRoutes(app, platform),
};
