import type { TServerModule } from '@quad/platform/server/module';
import { userChanged, userCreated } from '../contract';
import { adminManifest } from '../module';
import { registerImportRoutes } from './import-routes';
import { registerInboxRoutes } from './inbox-routes';
import { importJobsMigration } from './import/schema';
import { registerAdminRoutes } from './routes';
import { registerDraftRoutes } from './draft-routes';
import { registerSettingsRoutes } from './settings-routes';
import { registerSiteRoutes } from './sites-routes';

export const adminServer: TServerModule = {
  manifest: adminManifest,
  migrations: [importJobsMigration],
  webhookEvents: [userCreated, userChanged],
  register(app, platform) {
    registerAdminRoutes(app);
    registerInboxRoutes(app);
    registerSiteRoutes(app, platform);
    registerImportRoutes(app);
    registerSettingsRoutes(app, platform);
    registerDraftRoutes(app, platform);
  },
};
