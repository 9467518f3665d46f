import type { TServerModule } from '@quad/platform/server/module';
import { researchManifest } from '../module';
import { seedResearchDemo } from './demo';
import { registerResearchRoutes } from './routes';
import { RESEARCH_GRANTS, researchMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Research: calls for projects, declarations and papers on the workflow engine, workload points, records, statistics and export. */
export const researchServer: TServerModule = {
  messages: { en, tw },
  manifest: researchManifest,
  migrations: [researchMigration],
  builtinGrants: RESEARCH_GRANTS,
  register: (app) => registerResearchRoutes(app),
  seedDemo: (siteDb, site) => seedResearchDemo(siteDb, site.settings.timeZone),
};
