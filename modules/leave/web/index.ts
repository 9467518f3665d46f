import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { LeaveIndexPage } from './pages/leave-index';
import { LeaveStatisticPage } from './pages/leave-statistic';
import './value-labels';

/** The leave area's screens, keyed like the manifest's routes (`modules/leave/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'leave/index': LeaveIndexPage,
  'leave/statistic': LeaveStatisticPage,
  'leave/approve': consolePage('leave/approve', () => import('./console/approve-screen')),
  'leave/records': consolePage('leave/records', () => import('./console/records-screen')),
};

export { translations } from './translations';
