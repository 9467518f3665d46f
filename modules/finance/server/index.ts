import type { TServerModule } from '@quad/platform/server/module';
import { financeManifest } from '../module';
import { seedFinanceDemo } from './demo';
import './kinds';
import { registerFinanceRoutes } from './routes';
import { FINANCE_ADMIN_MODULES, financeMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/**
 * Salary and budget queries over the datasets engine's kinds `finance.salary`, `finance.budgets` and
 * `finance.expenses` (declared in `kinds.ts`); pay is shown only after the password again (`service-unlock.ts`)
 * and every read of it is audited.
 */
export const financeServer: TServerModule = {
  messages: { en, tw },
  manifest: financeManifest,
  migrations: [financeMigration],
  builtinGrants: { 'site-admin': FINANCE_ADMIN_MODULES },
  register: (app) => registerFinanceRoutes(app),
  seedDemo: seedFinanceDemo,
};
