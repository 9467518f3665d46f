import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { AutoPickPage } from './pages/auto-pick';
import { SeatCheckPage } from './pages/check-page';
import { ChooseSeatPage } from './pages/choose-seat';
import { ConfirmSeatsPage } from './pages/confirm-seats';
import { SeatEventDetailPage } from './pages/event-detail';
import { SeatEventListPage } from './pages/event-list';

/** The seat area's screens, keyed like the manifest's routes (`modules/seat/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'seat/index': SeatEventListPage,
  'seat/detail': SeatEventDetailPage,
  'seat/chooseSeat': ChooseSeatPage,
  'seat/chooseSeatNew': AutoPickPage,
  'seat/chooseSeatxinxi': ConfirmSeatsPage,
  'seat/chooseSeatcheck': SeatCheckPage,
  'seat/events': consolePage('seat/events', () => import('./console/events-screen')),
};

export { translations } from './translations';
