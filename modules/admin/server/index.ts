import type { TServerModule } from '@quad/server/platform/module';
import { adminManifest } from '../module';
import { registerAdminRoutes } from './routes';

export const adminServer: TServerModule = {
  manifest: adminManifest,
  register: (app) => registerAdminRoutes(app),
};
