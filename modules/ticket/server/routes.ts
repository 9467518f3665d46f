import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { audienceChoices as choicesOf } from '@quad/platform/server/identity/audience';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import {
  audienceChoices,
  cancelTicket,
  checkStatistic,
  checkTicket,
  grabTicket,
  listCheckEvents,
  listManagedEvents,
  listMyTickets,
  listTicketEvents,
  managedEvent,
  saveTicketEvent,
  subscribeEvent,
  TICKET_WINNERS_EXPORT_PATH,
  ticketCounts,
  ticketEvent,
  ticketPass,
  ZWinnersQuery,
} from '../contract';
import { writeWinners, winnersOf } from './export';
import { cancel, check, checkEvents, eventDetail, grab, listEvents, myTickets, pass, subscribe } from './service';
import { checkStatistics, eventCounts, eventForm, managedEvents, saveEvent } from './service-console';
import { eventById } from './store';

export function registerTicketRoutes(app: FastifyInstance, platform: TPlatform): void {
  // A person presses 抢票 a few times a second at most; a script pressing faster waits.
  const grabs = new WindowLimiter(platform.counters, 'ticket-grab', 20, 10_000);

  registerCall(app, listTicketEvents, ({ siteDb, userId, site }) => listEvents(siteDb, userId, site.basePath));
  registerCall(app, ticketEvent, ({ input, siteDb, userId, site }) => eventDetail(siteDb, userId, site.basePath, input.id));
  registerCall(app, grabTicket, async ({ input, siteDb, userId }) => {
    await grabs.hit(`${siteDb.siteId}:${userId}`, '操作太频繁，请稍后再试');
    return grab(siteDb, userId, input);
  });
  registerCall(app, cancelTicket, async ({ input, siteDb, userId }) => {
    await cancel(siteDb, userId, input.claimId);
    return {};
  });
  registerCall(app, subscribeEvent, async ({ input, siteDb, userId }) => {
    await subscribe(siteDb, userId, input.id, input.on);
    return {};
  });
  registerCall(app, listMyTickets, ({ siteDb, userId }) => myTickets(siteDb, userId));
  registerCall(app, ticketPass, ({ input, siteDb, userId }) => pass(siteDb, userId, input.claimId));

  registerCall(app, listCheckEvents, ({ siteDb }) => checkEvents(siteDb, nowSeconds()));
  registerCall(app, checkTicket, ({ input, siteDb, userId, site }) => check(siteDb, userId, site.settings.timeZone, input));

  registerCall(app, listManagedEvents, ({ input, siteDb }) => managedEvents(siteDb, input));
  registerCall(app, managedEvent, ({ input, siteDb, site }) => eventForm(siteDb, site.basePath, input.id));
  registerCall(app, saveTicketEvent, ({ input, siteDb, userId, request }) => saveEvent(siteDb, userId, request, input));
  registerCall(app, ticketCounts, ({ input, siteDb }) => eventCounts(siteDb, input.id));
  registerCall(app, audienceChoices, ({ siteDb }) => choicesOf(siteDb));
  registerCall(app, checkStatistic, ({ siteDb }) => checkStatistics(siteDb));

  registerExport(app, {
    path: TICKET_WINNERS_EXPORT_PATH,
    summary: '导出活动的中票名单为 Excel（姓名、学工号、分区、状态、兑换码、抢到与验票时间）',
    access: { app: 'ticket', module: 'manage' },
    query: ZWinnersQuery,
    prepare: async ({ siteDb, site }, { id }) => {
      const event = await eventById(siteDb, id, { drafts: true });
      const holders = await winnersOf(siteDb, event.item_id);
      return {
        fileName: `${event.title}中票名单.xlsx`,
        count: async () => holders.length,
        write: (book) => writeWinners(holders, site.settings.timeZone, book),
      };
    },
  });
}
