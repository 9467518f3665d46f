import type { TServerModule } from '@quad/platform/server/module';
import { userChanged, userCreated } from '../contract';
import { adminManifest } from '../module';
import { registerImportRoutes } from './import/routes';
import { registerInboxRoutes } from './inbox/routes';
import { importJobsMigration } from './import/schema';
import { registerPeopleRoutes } from './people/routes';
import { registerRoleRoutes } from './roles/routes';
import { registerAuditRoutes } from './audit/routes';
import { registerDraftRoutes } from './settings/routes-drafts';
import { registerSettingsRoutes } from './settings/routes';
import { registerSiteRoutes } from './sites/routes';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const adminServer: TServerModule = {
  messages: { en, tw },
  manifest: adminManifest,
  migrations: [importJobsMigration],
  webhookEvents: [userCreated, userChanged],
  register(app, platform) {
    registerPeopleRoutes(app);
    registerRoleRoutes(app);
    registerAuditRoutes(app);
    registerInboxRoutes(app);
    registerSiteRoutes(app, platform);
    registerImportRoutes(app);
    registerSettingsRoutes(app, platform);
    registerDraftRoutes(app, platform);
  },
};
