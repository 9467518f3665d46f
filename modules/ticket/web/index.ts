import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { CheckPage } from './pages/check-page';
import { EventDetailPage } from './pages/event-detail';
import { EventListPage } from './pages/event-list';
import { MyTicketsPage } from './pages/my-tickets';
import { TicketPassPage } from './pages/ticket-pass';

/** The ticket area's screens, keyed like the manifest's routes (`modules/ticket/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'ticket/index': EventListPage,
  'ticket/detail': EventDetailPage,
  'ticket/success': TicketPassPage,
  'ticket/mine': MyTicketsPage,
  'ticket/check': CheckPage,
  'ticket/events': consolePage('ticket/events', () => import('./console/events-screen')),
  'ticket/counter': consolePage('ticket/counter', () => import('./console/counter-screen')),
  'ticket/statistic': consolePage('ticket/statistic', () => import('./console/statistic-screen')),
};

export { translations } from './translations';
