import type { TServerModule } from '@quad/platform/server/module';
import { partyduesManifest } from '../module';
import { seedPartyduesDemo } from './demo';
import { registerDuesRoutes } from './routes';
import { registerManageRoutes } from './routes-manage';
import { PARTYDUES_GRANTS, partyduesMigration } from './schema';
import { addDuesHandling } from './service-pay';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Party dues: the roll and the rules kept by the office, each member's months paid through the ledger engine. */
export const partyduesServer: TServerModule = {
  messages: { en, tw },
  manifest: partyduesManifest,
  migrations: [partyduesMigration],
  builtinGrants: PARTYDUES_GRANTS,
  register: (app, platform) => {
    registerDuesRoutes(app, platform);
    registerManageRoutes(app);
    addDuesHandling(app, platform);
  },
  seedDemo: (siteDb, site) => seedPartyduesDemo(siteDb, site),
};
