import QRCode from 'qrcode';
import type { z } from 'zod';
import { checkCode } from '@quad/platform/server/codes/signed-codes';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import {
  cancelClaim,
  checkClaim,
  CLAIM_CODE,
  claimPass,
  myClaims,
  reservationStatus,
  reservationStatuses,
  setSubscription,
} from '@quad/reservation-engine/server';
import type { checkSeat, TMySeat, TSeatEvent, TSeatEventDetail, TSeatMap, TSeatPass } from '../contract';
import {
  assignmentByClaim,
  assignmentByCode,
  assignmentsOf,
  eventById,
  eventsByItems,
  layoutOf,
  liveHolds,
  myAssignments,
  publishedEvents,
  type TEventRow,
} from './store';

type TCheck = z.output<(typeof checkSeat)['input']>;

const eventItem = (row: TEventRow) => ({
  id: row.id,
  title: row.title,
  place: row.place,
  startsAt: Number(row.starts_at),
  endsAt: Number(row.ends_at),
});

/** 在线选座: the published events I may take part in, each with what is left per zone. */
export async function listEvents(siteDb: SiteDb, userId: string): Promise<{ list: TSeatEvent[] }> {
  const rows = await publishedEvents(siteDb);
  const statuses = await reservationStatuses(
    siteDb,
    rows.map((r) => r.item_id),
    userId,
  );
  const list: TSeatEvent[] = [];
  for (const row of rows) {
    const status = statuses.get(row.item_id);
    if (!status || status.barred === 'audience') continue;
    list.push({ ...eventItem(row), status });
  }
  return { list };
}

/** My confirmed seats on an event, each with its claim's state (cancelled ones are gone: their seat was freed). */
async function mySeats(siteDb: SiteDb, row: TEventRow, userId: string): Promise<TMySeat[]> {
  const assignments = await myAssignments(siteDb, row.id, userId);
  if (assignments.length === 0) return [];
  const claims = new Map((await myClaims(siteDb, userId, 'seat')).map((c) => [c.id, c]));
  const layout = layoutOf(row);
  return assignments.flatMap((a) => {
    const claim = claims.get(a.claim_id);
    if (!claim || claim.state === 'cancelled') return [];
    const zoneName = layout.zones.find((z) => z.key === a.zone)?.name ?? claim.zoneName;
    return [
      {
        seatKey: a.seat_key,
        zone: a.zone,
        zoneName,
        claimId: a.claim_id,
        state: claim.state,
        code: claim.code,
        cancellable: claim.cancellable,
      },
    ];
  });
}

/** One published event for me: the engine's phase and what is left, and my seats. */
export async function eventDetail(siteDb: SiteDb, userId: string, id: string): Promise<TSeatEventDetail> {
  const row = await eventById(siteDb, id);
  const status = await reservationStatus(siteDb, row.item_id, userId);
  return { ...eventItem(row), status, description: row.description, seats: await mySeats(siteDb, row, userId) };
}

/** The seat map as I see it: sold seats, seats others hold now, and mine (owned and held). */
export async function seatMapOf(siteDb: SiteDb, userId: string, id: string): Promise<TSeatMap> {
  const row = await eventById(siteDb, id);
  const now = nowSeconds();
  const [assignments, holds, status] = await Promise.all([
    assignmentsOf(siteDb, id),
    liveHolds(siteDb, id, now),
    reservationStatus(siteDb, row.item_id, userId),
  ]);
  const mine = holds.filter((h) => h.user_id === userId);
  return {
    id: row.id,
    title: row.title,
    layout: layoutOf(row),
    sold: assignments.filter((a) => a.user_id !== userId).map((a) => a.seat_key),
    locked: holds.filter((h) => h.user_id !== userId).map((h) => h.seat_key),
    owned: assignments.filter((a) => a.user_id === userId).map((a) => a.seat_key),
    held: mine.map((h) => h.seat_key),
    expiresAt: mine.length ? Math.min(...mine.map((h) => Number(h.expires_at))) : 0,
    limit: status.limit,
    phase: status.phase,
  };
}

/** One of my seats, or 座位不存在 (another person's, another site's, another area's claim). */
async function seatOf(siteDb: SiteDb, userId: string, claimId: string): Promise<{ seat: TMySeat; row: TEventRow }> {
  const assignment = await assignmentByClaim(siteDb, claimId);
  if (!assignment || assignment.user_id !== userId) throw notFound('座位不存在');
  const row = await eventById(siteDb, assignment.event_id, { drafts: true });
  const seat = (await mySeats(siteDb, row, userId)).find((s) => s.claimId === claimId);
  if (!seat) throw notFound('座位不存在');
  return { seat, row };
}

/** My seat's pass: the engine's rotating signed code drawn as a QR, and its 兑换码. */
export async function pass(siteDb: SiteDb, userId: string, claimId: string): Promise<TSeatPass> {
  const { seat, row } = await seatOf(siteDb, userId, claimId);
  const { token, refreshIn, code } = await claimPass(siteDb, claimId, userId);
  const svg = await QRCode.toString(token, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { seat, title: row.title, token, svg, refreshIn, code };
}

/** 订阅: told by the engine when picking opens or seats come back. */
export async function subscribe(siteDb: SiteDb, userId: string, id: string, on: boolean): Promise<void> {
  const row = await eventById(siteDb, id);
  await setSubscription(siteDb, row.item_id, userId, on);
}

/** 退座: the engine gives the place back and the seat is free again, in one transaction. */
export async function cancel(siteDb: SiteDb, userId: string, claimId: string): Promise<void> {
  await seatOf(siteDb, userId, claimId);
  await siteDb.transaction(async (tx) => {
    await cancelClaim(tx, { claimId, userId });
    await tx.deleteFrom('seat_assignments').where('claim_id', '=', claimId).where('user_id', '=', userId).execute();
  });
}

/** Events the check page may be set to: published ones not over for more than a day. */
export async function checkEvents(siteDb: SiteDb, now: number) {
  const rows = await publishedEvents(siteDb);
  return { list: rows.filter((r) => Number(r.ends_at) > now - 86_400).map((r) => ({ id: r.id, name: r.title })) };
}

/** The seat a scanned code or a typed 兑换码 names ('' when none of this site's). */
async function seatOfCode(siteDb: SiteDb, input: TCheck): Promise<string> {
  if (input.token) {
    const checked = await checkCode(siteDb, CLAIM_CODE, input.token.trim());
    return checked.ok ? ((await assignmentByClaim(siteDb, checked.subject))?.seat_key ?? '') : '';
  }
  const code = (input.code ?? '').replace(/[\s-]/g, '').toUpperCase();
  return (await assignmentByCode(siteDb, code))?.seat_key ?? '';
}

/** 座位验票: the engine marks the claim checked once and answers when on a later showing; the seat is named too. */
export async function check(siteDb: SiteDb, staffId: string, timeZone: string, input: TCheck) {
  const items = input.eventId ? [(await eventById(siteDb, input.eventId)).item_id] : (await publishedEvents(siteDb)).map((r) => r.item_id);
  const result = await checkClaim(siteDb, { token: input.token, code: input.code, itemIds: items, staffId, timeZone });
  const event = result.itemId ? (await eventsByItems(siteDb, [result.itemId])).get(result.itemId) : undefined;
  const { itemId: _item, ...verdict } = result;
  const seatKey = result.holder && result.result !== 'other-item' ? await seatOfCode(siteDb, input) : '';
  return { ...verdict, eventTitle: event?.title ?? '', seatKey };
}
