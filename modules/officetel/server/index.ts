import type { TServerModule } from '@quad/platform/server/module';
import { officetelManifest } from '../module';
import { seedOfficetelDemo } from './demo';
import './kind';
import { registerOfficetelRoutes } from './routes';
import { OFFICETEL_ADMIN_MODULES, officetelMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** The campus phone book: one public call reading the `officetel.directory` dataset (declared in `kind.ts`). */
export const officetelServer: TServerModule = {
  messages: { en, tw },
  manifest: officetelManifest,
  migrations: [officetelMigration],
  builtinGrants: { 'site-admin': OFFICETEL_ADMIN_MODULES },
  register: (app) => registerOfficetelRoutes(app),
  seedDemo: seedOfficetelDemo,
};
