import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { HistoryPage } from './pages/history-page';

/** The school history's screens, keyed like the manifest's routes (`modules/schoolhistory/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'schoolhistory/index': HistoryPage,
  'schoolhistory/manage': consolePage('schoolhistory/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
