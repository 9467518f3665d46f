import type { TServerModule } from '@quad/platform/server/module';
import { paymentManifest } from '../module';
import { seedPaymentDemo } from './demo';
import { registerPaymentRoutes } from './routes';
import { PAYMENT_GRANTS, paymentMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Payments: fee items published by the finance office, paid on the phone through the ledger engine. */
export const paymentServer: TServerModule = {
  messages: { en, tw },
  manifest: paymentManifest,
  migrations: [paymentMigration],
  builtinGrants: PAYMENT_GRANTS,
  register: (app, platform) => registerPaymentRoutes(app, platform),
  seedDemo: (siteDb) => seedPaymentDemo(siteDb),
};
