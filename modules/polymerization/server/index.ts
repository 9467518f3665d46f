import type { TServerModule } from '@quad/platform/server/module';
import { polymerizationManifest } from '../module';
import { registerPolymerizationRoutes } from './routes';
import { polymerizationMigrations } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const polymerizationServer: TServerModule = {
  messages: { en, tw },
  manifest: polymerizationManifest,
  migrations: polymerizationMigrations,
  register: (app, platform) => registerPolymerizationRoutes(app, platform),
};
