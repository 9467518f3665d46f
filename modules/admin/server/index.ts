import type { TServerModule } from '@quad/server/platform/module';
import { adminManifest } from '../module';
import { registerInboxRoutes } from './inbox-routes';
import { registerAdminRoutes } from './routes';
import { registerSiteRoutes } from './sites-routes';

export const adminServer: TServerModule = {
  manifest: adminManifest,
  register(app, platform) {
    registerAdminRoutes(app);
    registerInboxRoutes(app);
    registerSiteRoutes(app, platform);
  },
};
