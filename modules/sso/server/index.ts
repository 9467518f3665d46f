import type { TServerModule } from '@quad/platform/server/module';
import { ssoManifest } from '../module';
import { registerCasRoutes } from './cas/routes';
import { seedSsoDemo } from './demo';
import { registerHelpRoutes } from './help/routes';
import { registerOidcRoutes } from './oidc/routes';
import { SSO_ADMIN_MODULES, ssoMigration, ssoOidcMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** 统一身份认证: a CAS or OpenID Connect client per site (with single logout and the tenant bridge) and the sign-in help centre. */
export const ssoServer: TServerModule = {
  messages: { en, tw },
  manifest: ssoManifest,
  migrations: [ssoMigration, ssoOidcMigration],
  builtinGrants: { 'site-admin': SSO_ADMIN_MODULES },
  register: (app, platform) => {
    registerCasRoutes(app, platform);
    registerOidcRoutes(app, platform);
    registerHelpRoutes(app);
  },
  seedDemo: seedSsoDemo,
};
