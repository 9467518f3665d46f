import type { TServerModule } from '@quad/platform/server/module';
import { networkManifest } from '../module';
import { registerNetworkRoutes } from './routes';
import { NETWORK_GRANTS, networkMigration } from './schema';
import { seedNetworkDemo } from './system/demo';
import { registerTopUps } from './topups';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** The campus network: the school's billing system read and asked on the phone, top-ups paid through the ledger engine. */
export const networkServer: TServerModule = {
  messages: { en, tw },
  manifest: networkManifest,
  migrations: [networkMigration],
  builtinGrants: NETWORK_GRANTS,
  register: (app, platform) => {
    registerNetworkRoutes(app, platform);
    registerTopUps(app, platform);
  },
  // The demo billing system only: a site on a real one has its accounts there.
  seedDemo: async (siteDb, site, platform) => {
    if (!(site.settings as Record<string, unknown>).networkSystem && !platform.config.production) await seedNetworkDemo(siteDb);
  },
};
