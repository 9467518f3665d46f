import { defineArea } from '@quad/contracts/manifest';

/**
 * Tickets (抢票, issue 21): a school releases the places of an event (the New Year gala's 500 seats)
 * and students grab them the moment they open, or book and wait for a draw. The contested part (stock,
 * zones, limits, waitlists, subscriptions, the rotating check-in code) is the reservation engine's; the
 * area keeps the event (title, place, its own time, description) and answers its pages, the staff's
 * check page and the console's events, live counter with the winners' export, and check-in statistics.
 */
export const ticketManifest = defineArea(
  'ticket',
  { zh: '抢票', en: 'Tickets', tw: '搶票' },
  {
    order: 72,
    dependsOn: ['reservation-engine'],
    routes: {
      ticket: {
        index: '活动票务',
        detail: '活动详情',
        success: '我的电子票',
        mine: '我的票',
        check: { title: '验票', personal: true },
        events: { title: '活动管理', console: { app: 'ticket', module: 'manage', icon: 'form' } },
        counter: { title: '实时票况', console: { app: 'ticket', module: 'manage', icon: 'dashboard' }, personal: true },
        statistic: { title: '验票统计', console: { app: 'ticket', module: 'manage', icon: 'bar-chart' } },
      },
    },
  },
);
