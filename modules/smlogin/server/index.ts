import type { TServerModule } from '@quad/platform/server/module';
import { smloginManifest } from '../module';
import { registerSmloginRoutes } from './routes';
import { smloginMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const smloginServer: TServerModule = {
  messages: { en, tw },
  manifest: smloginManifest,
  migrations: [smloginMigration],
  register: (app, platform) => registerSmloginRoutes(app, platform),
};
