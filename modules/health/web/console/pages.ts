import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';

/** The health office's console screens; antd arrives only with them, not with the area's phone pages. */
export const consolePages: TAreaWeb['pages'] = {
  'dailyReport/reportAll': consolePage('dailyReport/reportAll', () => import('./records-screen')),
  'dailyReport/statistics': consolePage('dailyReport/statistics', () => import('./statistics-screen')),
  'dailyReport/applyAdmin': consolePage('dailyReport/applyAdmin', () => import('./settings-screen')),
};
