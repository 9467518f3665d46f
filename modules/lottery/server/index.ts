import type { TServerModule } from '@quad/platform/server/module';
import { lotteryManifest } from '../module';
import { seedLotteryDemo } from './demo';
import { registerLotteryRoutes } from './routes';
import { LOTTERY_GRANTS, lotteryMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Lotteries: set up in the console, drawn on the phone, prizes' stock held by the reservation engine, outcomes recomputable from the revealed seed. */
export const lotteryServer: TServerModule = {
  messages: { en, tw },
  manifest: lotteryManifest,
  migrations: [lotteryMigration],
  builtinGrants: LOTTERY_GRANTS,
  register: (app, platform) => registerLotteryRoutes(app, platform),
  seedDemo: (siteDb) => seedLotteryDemo(siteDb),
};
