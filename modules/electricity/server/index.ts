import type { TServerModule } from '@quad/platform/server/module';
import { electricityManifest } from '../module';
import { addPurchaseHandling } from './purchases';
import { registerElectricityRoutes } from './routes';
import { ELECTRICITY_GRANTS, electricityGrantsMigration, electricityMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Electricity: a dormitory room's meter read from the school's energy system, kWh bought through the ledger engine and posted to it. */
export const electricityServer: TServerModule = {
  messages: { en, tw },
  manifest: electricityManifest,
  migrations: [electricityMigration, electricityGrantsMigration],
  builtinGrants: ELECTRICITY_GRANTS,
  register: (app, platform) => {
    registerElectricityRoutes(app, platform);
    addPurchaseHandling(app, platform);
  },
};
