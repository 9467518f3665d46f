import type { TServerModule } from '@quad/platform/server/module';
import { datastatManifest } from '../module';
import { seedDatastatDemo } from './demo';
import './kind';
import { registerDatastatRoutes } from './routes';
import { DATASTAT_GRANTS, datastatMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** 数据统计: one call reading the `datastat.figures` dataset (declared in `kind.ts`) for those granted it. */
export const datastatServer: TServerModule = {
  messages: { en, tw },
  manifest: datastatManifest,
  migrations: [datastatMigration],
  builtinGrants: DATASTAT_GRANTS,
  register: (app) => registerDatastatRoutes(app),
  seedDemo: seedDatastatDemo,
};
