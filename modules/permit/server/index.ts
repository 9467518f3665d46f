import type { TServerModule } from '@quad/platform/server/module';
import { permitManifest } from '../module';
import { seedPermitDemo } from './demo';
import { registerPermitRoutes } from './routes';
import { PERMIT_GRANTS, permitMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Permits: visits booked without an account, car permits, their flows, the QR pass, the gate and the office's records. */
export const permitServer: TServerModule = {
  messages: { en, tw },
  manifest: permitManifest,
  migrations: [permitMigration],
  builtinGrants: PERMIT_GRANTS,
  register: (app, platform) => registerPermitRoutes(app, platform),
  seedDemo: seedPermitDemo,
};
