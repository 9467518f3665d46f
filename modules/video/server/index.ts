import type { TServerModule } from '@quad/platform/server/module';
import { videoManifest } from '../module';
import { seedVideoDemo } from './demo';
import { registerVideoRoutes } from './routes';
import { VIDEO_ADMIN_MODULES, videoMigration } from './schema';
import englishMessages from '../i18n/server.en.json' with { type: 'json' };

export const videoServer: TServerModule = {
  englishMessages,
  manifest: videoManifest,
  migrations: [videoMigration],
  builtinGrants: { 'site-admin': VIDEO_ADMIN_MODULES },
  register: (app) => registerVideoRoutes(app),
  seedDemo: seedVideoDemo,
};
