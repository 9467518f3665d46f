import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { BalancePage } from './pages/balance-page';
import { HistoryPage } from './pages/history-page';
import { LossPage } from './pages/loss-page';
import { RechargePage } from './pages/recharge-page';
import { StatisticsPage } from './pages/statistics-page';

/** The campus card's screens, keyed like the manifest's routes (`modules/card/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'ipass/balance': BalancePage,
  'ipass/loss': LossPage,
  'idCard/history': HistoryPage,
  'idCard/statistics': StatisticsPage,
  'recharge/index': RechargePage,
  'recharge/cfriindex': RechargePage,
  'recharge/reconcile': consolePage('recharge/reconcile', () => import('./console/reconcile-screen')),
};

export { translations } from './translations';
