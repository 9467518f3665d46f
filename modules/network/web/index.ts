import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { BalancePage } from './pages/balance-page';
import { HistoryPage } from './pages/history-page';
import { SetPassPage } from './pages/set-pass-page';
import { TerminalPage } from './pages/terminal-page';

/** The campus network's screens, keyed like the manifest's routes (`modules/network/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'networkApp/balance': BalancePage,
  'networkApp/history': HistoryPage,
  'networkApp/setPass': SetPassPage,
  'networkApp/terminalSearch': TerminalPage,
  'networkApp/reconcile': consolePage('networkApp/reconcile', () => import('./console/office-screen')),
};

export { translations } from './translations';
