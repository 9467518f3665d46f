import type { TServerModule } from '@quad/platform/server/module';
import { assetManifest } from '../module';
import { seedAssetDemo } from './demo';
import './kind';
import { registerAssetRoutes } from './routes';
import { ASSET_ADMIN_MODULES, assetMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Fixed assets: my assets, search and scan, and the managers' department view, over the `asset.items` dataset (`kind.ts`). */
export const assetServer: TServerModule = {
  messages: { en, tw },
  manifest: assetManifest,
  migrations: [assetMigration],
  builtinGrants: { 'site-admin': ASSET_ADMIN_MODULES },
  register: (app) => registerAssetRoutes(app),
  seedDemo: seedAssetDemo,
};
