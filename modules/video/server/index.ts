import type { TServerModule } from '@quad/platform/server/module';
import { videoManifest } from '../module';
import { seedVideoDemo } from './demo';
import { registerVideoRoutes } from './routes';
import { VIDEO_ADMIN_MODULES, videoMigration } from './schema';

export const videoServer: TServerModule = {
  manifest: videoManifest,
  migrations: [videoMigration],
  builtinGrants: { 'site-admin': VIDEO_ADMIN_MODULES },
  register: (app) => registerVideoRoutes(app),
  seedDemo: seedVideoDemo,
};
