import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { BuyPage } from './pages/buy-page';
import { RecordPage } from './pages/record-page';

/** The electricity area's screens, keyed like the manifest's routes (`modules/electricity/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'electricity/index': BuyPage,
  'electricity/record': RecordPage,
  'electricity/reconcile': consolePage('electricity/reconcile', () => import('./console/reconcile-screen')),
};

export { translations } from './translations';
