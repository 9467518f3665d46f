import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { audienceChoices as choicesOf } from '@quad/platform/server/identity/audience';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import {
  autoHoldSeats,
  cancelSeat,
  checkSeat,
  confirmSeats,
  holdSeats,
  listManagedSeatEvents,
  listSeatCheckEvents,
  listSeatEvents,
  managedSeatEvent,
  myHolds,
  releaseSeats,
  saveSeatEvent,
  SEAT_EXPORT_PATH,
  seatAudienceChoices,
  seatEvent,
  seatMap,
  seatOccupancy,
  seatPass,
  subscribeSeatEvent,
  ZSeatExportQuery,
} from '../contract';
import { parseSeatKey, zoneIndexOf } from '../shared/layout';
import { writeAssignments } from './export';
import { cancel, check, checkEvents, eventDetail, listEvents, pass, seatMapOf, subscribe } from './service';
import { eventForm, managedEvents, occupancy, saveEvent } from './service-console';
import { autoHold, confirmHolds, holdSeats as hold, myHoldsOf, releaseHolds } from './service-hold';
import { assignmentsOf, eventById, layoutOf } from './store';

export function registerSeatRoutes(app: FastifyInstance, platform: TPlatform): void {
  // A person taps 确认选座 a few times a second at most; a script tapping faster waits.
  const holds = new WindowLimiter(platform.counters, 'seat-hold', 20, 10_000);

  registerCall(app, listSeatEvents, ({ siteDb, userId }) => listEvents(siteDb, userId));
  registerCall(app, seatEvent, ({ input, siteDb, userId }) => eventDetail(siteDb, userId, input.id));
  registerCall(app, seatMap, ({ input, siteDb, userId }) => seatMapOf(siteDb, userId, input.id));
  registerCall(app, holdSeats, async ({ input, siteDb, userId }) => {
    await holds.hit(`${siteDb.siteId}:${userId}`, '操作太频繁，请稍后再试');
    return hold(siteDb, userId, input.id, input.seats);
  });
  registerCall(app, autoHoldSeats, async ({ input, siteDb, userId }) => {
    await holds.hit(`${siteDb.siteId}:${userId}`, '操作太频繁，请稍后再试');
    return autoHold(siteDb, userId, input.id, input.count);
  });
  registerCall(app, myHolds, ({ input, siteDb, userId }) => myHoldsOf(siteDb, userId, input.id));
  registerCall(app, confirmSeats, ({ input, siteDb, userId }) => confirmHolds(siteDb, userId, input.id, input.requestId));
  registerCall(app, releaseSeats, async ({ input, siteDb, userId }) => {
    await releaseHolds(siteDb, userId, input.id);
    return {};
  });
  registerCall(app, cancelSeat, async ({ input, siteDb, userId }) => {
    await cancel(siteDb, userId, input.claimId);
    return {};
  });
  registerCall(app, subscribeSeatEvent, async ({ input, siteDb, userId }) => {
    await subscribe(siteDb, userId, input.id, input.on);
    return {};
  });
  registerCall(app, seatPass, ({ input, siteDb, userId }) => pass(siteDb, userId, input.claimId));

  registerCall(app, listSeatCheckEvents, ({ siteDb }) => checkEvents(siteDb, nowSeconds()));
  registerCall(app, checkSeat, ({ input, siteDb, userId, site }) => check(siteDb, userId, site.settings.timeZone, input));

  registerCall(app, listManagedSeatEvents, ({ input, siteDb }) => managedEvents(siteDb, input));
  registerCall(app, managedSeatEvent, ({ input, siteDb }) => eventForm(siteDb, input.id));
  registerCall(app, saveSeatEvent, ({ input, siteDb, userId, request }) => saveEvent(siteDb, userId, request, input));
  registerCall(app, seatOccupancy, ({ input, siteDb }) => occupancy(siteDb, input.id));
  registerCall(app, seatAudienceChoices, ({ siteDb }) => choicesOf(siteDb));

  registerExport(app, {
    path: SEAT_EXPORT_PATH,
    summary: '导出场次的座位名单为 Excel（座位、分区、姓名、学工号、状态、确认时间）',
    access: { app: 'seat', module: 'manage' },
    query: ZSeatExportQuery,
    prepare: async ({ siteDb, site }, { id }) => {
      const event = await eventById(siteDb, id, { drafts: true });
      const layout = layoutOf(event);
      const seats = await occupancy(siteDb, id);
      const created = new Map((await assignmentsOf(siteDb, id)).map((a) => [a.seat_key, Number(a.created)]));
      const zoneOf = (key: string) => {
        const seat = parseSeatKey(key);
        return seat ? (layout.zones[zoneIndexOf(layout, seat.row, seat.col)]?.name ?? '') : '';
      };
      return {
        fileName: `${event.title}座位名单.xlsx`,
        count: async () => seats.sold.length,
        write: (book) => writeAssignments(seats, zoneOf, created, site.settings.timeZone, book),
      };
    },
  });
}
