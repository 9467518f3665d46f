import type { TServerModule } from '@quad/platform/server/module';
import { officialManifest } from '../module';
import { seedOfficialDemo } from './demo';
import { registerOfficialRoutes } from './routes';
import { OFFICIAL_GRANTS, officialMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Official documents: red-header templates, drafts sent along the workflow engine, numbers, receipts, PDFs. */
export const officialServer: TServerModule = {
  messages: { en, tw },
  manifest: officialManifest,
  migrations: [officialMigration],
  builtinGrants: OFFICIAL_GRANTS,
  register: (app, platform) => registerOfficialRoutes(app, platform),
  seedDemo: (siteDb, site) => seedOfficialDemo(siteDb, site),
};
