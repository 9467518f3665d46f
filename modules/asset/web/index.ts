import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { AssetHomePage } from './pages/asset-home';
import { AssetListPage } from './pages/asset-list';
import { AssetSearchPage } from './pages/asset-search';

/** The asset area's screens, keyed like the manifest's routes (`modules/asset/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'asset/index': AssetHomePage,
  'asset/list': AssetListPage,
  'asset/search': AssetSearchPage,
  'asset/manage': consolePage('asset/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
