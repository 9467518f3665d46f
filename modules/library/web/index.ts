import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { CollectionPage } from './pages/collection-page';
import { HistoryPage } from './pages/history-page';
import { MinePage } from './pages/mine-page';
import { OrderPage } from './pages/order-page';

/** The library's screens, keyed like the manifest's routes (`modules/library/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'library/mine': MinePage,
  'library/history': HistoryPage,
  'library/collection': CollectionPage,
  'library/order': OrderPage,
  'library/manage': consolePage('library/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
