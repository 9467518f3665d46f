import type { TServerModule } from '@quad/platform/server/module';
import { reportSubmitted } from '../contract-report';
import { healthManifest } from '../module';
import { seedDemoHealth } from './demo';
import { registerReportRoutes } from './report/routes';
import { registerProtocolRoutes } from './protocol/routes';
import { registerCheckRoutes } from './checks/routes';
import { registerViewRoutes } from './views/routes';
import { registerCodeRoutes } from './codes/routes';
import { registerSettingsRoutes } from './settings/routes';
import { healthMigration } from './schema';
import { healthCodeSecretMigration } from './codes/secret-migration';
import { HEALTH_ADMIN_MODULES, healthGrantsMigration } from './grants-migration';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const healthServer: TServerModule = {
  messages: { en, tw },
  manifest: healthManifest,
  builtinGrants: { 'site-admin': HEALTH_ADMIN_MODULES },
  migrations: [healthMigration, healthGrantsMigration, healthCodeSecretMigration],
  webhookEvents: [reportSubmitted],
  register: (app, platform) => {
    registerReportRoutes(app);
    registerProtocolRoutes(app, platform);
    registerCheckRoutes(app, platform);
    registerViewRoutes(app, platform);
    registerCodeRoutes(app, platform);
    registerSettingsRoutes(app, platform);
  },
  seedDemo: (siteDb, site) => seedDemoHealth(siteDb, site),
};
