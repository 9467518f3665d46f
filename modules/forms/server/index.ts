import type { TServerModule } from '@quad/platform/server/module';
import { formsManifest } from '../module';
import { seedDemoForms } from './demo';
import { registerDesignRoutes } from './design-routes';
import { registerFillRoutes } from './fill-routes';
import { registerResultRoutes } from './results-routes';
import { formsGrantsMigration } from './grants-migration';
import { formsMigration } from './schema';

export const formsServer: TServerModule = {
  manifest: formsManifest,
  builtinGrants: { 'site-admin': ['design', 'results'] },
  migrations: [formsMigration, formsGrantsMigration],
  register: (app, platform) => {
    registerFillRoutes(app, platform);
    registerDesignRoutes(app, platform);
    registerResultRoutes(app, platform);
  },
  seedDemo: (siteDb, site) => seedDemoForms(siteDb, site),
};
