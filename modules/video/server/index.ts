import type { TServerModule } from '@quad/platform/server/module';
import { videoManifest } from '../module';
import { seedVideoDemo } from './demo';
import { registerVideoRoutes } from './routes';
import { VIDEO_ADMIN_MODULES, videoMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const videoServer: TServerModule = {
  messages: { en, tw },
  manifest: videoManifest,
  migrations: [videoMigration],
  builtinGrants: { 'site-admin': VIDEO_ADMIN_MODULES },
  register: (app) => registerVideoRoutes(app),
  seedDemo: seedVideoDemo,
};
