import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { BoardPage } from './pages/board-page';
import { CampusDayPage } from './pages/campus-day-page';
import { RouteDetailPage } from './pages/route-detail-page';

/** The shuttle bus's screens, keyed like the manifest's routes (`modules/shuttlebus/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'shuttleBus/index': BoardPage,
  'shuttleBus/fudanIndex': CampusDayPage,
  'shuttleBus/detail': RouteDetailPage,
  'shuttleBus/manage': consolePage('shuttleBus/manage', () => import('./console/manage-screen')),
};

export { translations } from './translations';
