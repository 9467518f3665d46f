import type { TServerModule } from '@quad/platform/server/module';
import { schoolhistoryManifest } from '../module';
import { seedSchoolhistoryDemo } from './demo';
import './kind';
import { registerSchoolhistoryRoutes } from './routes';
import { SCHOOLHISTORY_ADMIN_MODULES, schoolhistoryMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** 校史: one public call reading the `schoolhistory.events` dataset (declared in `kind.ts`). */
export const schoolhistoryServer: TServerModule = {
  messages: { en, tw },
  manifest: schoolhistoryManifest,
  migrations: [schoolhistoryMigration],
  builtinGrants: { 'site-admin': SCHOOLHISTORY_ADMIN_MODULES },
  register: (app) => registerSchoolhistoryRoutes(app),
  seedDemo: seedSchoolhistoryDemo,
};
