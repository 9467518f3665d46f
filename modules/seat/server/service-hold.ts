import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid, refuse } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { claimPlace, reservationStatus } from '@quad/reservation-engine/server';
import type { TMySeat, TSeatHolds } from '../contract';
import { adjacentPick, bestSeats, HOLD_SECONDS, parseSeatKey, seatLabel, zoneIndexOf, type TSeatLayout } from '../shared/layout';
import { assignmentsOf, eventById, layoutOf, liveHolds, myAssignments, myLiveHolds, type TEventRow } from './store';

export const HELD_BY_OTHER = '座位已被他人锁定，请选择其他座位';

/** The zone of a usable seat of the layout, or undefined. */
function zoneOfSeat(layout: TSeatLayout, key: string): { key: string; name: string } | undefined {
  const seat = parseSeatKey(key);
  const index = seat ? zoneIndexOf(layout, seat.row, seat.col) : -1;
  return index < 0 ? undefined : layout.zones[index];
}

/** Whether this person may pick seats now: the engine's phase and audience, refused with its reasons. */
async function requireOpen(siteDb: SiteDb, row: TEventRow, userId: string) {
  const status = await reservationStatus(siteDb, row.item_id, userId);
  if (status.phase === 'upcoming') throw refuse('reservation.not-started', '选座未开始，请订阅');
  if (status.phase === 'ended' || status.phase === 'drawing') throw refuse('reservation.ended', '选座已结束');
  if (status.barred === 'audience') throw refuse('reservation.audience', '你不在本场次的参与范围内');
  if (status.barred === 'prerequisite') throw refuse('reservation.prerequisite', '需先参加前置活动并验票');
  return status;
}

/**
 * Holds `seats` for this person for five minutes, in place of their earlier holds on the event: the
 * seats must be usable, unsold, and side by side in one row; with the seats they own they stay within
 * the engine's per-person limit. An expired hold of another person's is taken over in the same
 * transaction (deleted, then the insert skips conflicts and the inserted count tells whether every
 * seat was free), so of people holding one seat at once exactly one gets it.
 */
export async function holdSeats(siteDb: SiteDb, userId: string, eventId: string, seats: string[]): Promise<TSeatHolds> {
  const row = await eventById(siteDb, eventId);
  const layout = layoutOf(row);
  const keys = [...new Set(seats)];
  for (const key of keys) if (!zoneOfSeat(layout, key)) throw invalid({ seats: `没有这个座位：${seatLabel(key)}` });
  if (!adjacentPick(layout, keys)) throw fail('一次选多个座位时须是同一排相邻的座位');
  const status = await requireOpen(siteDb, row, userId);
  const now = nowSeconds();
  const expiresAt = now + HOLD_SECONDS;
  await siteDb.transaction(async (tx) => {
    const owned = await myAssignments(tx, eventId, userId);
    if (owned.length + keys.length > status.limit)
      throw refuse(
        'reservation.limit',
        owned.length ? `每人限选${status.limit}个座位，你已选${owned.length}个` : `每人限选${status.limit}个座位`,
      );
    const sold = await tx
      .selectFrom('seat_assignments')
      .select('seat_key')
      .where('event_id', '=', eventId)
      .where('seat_key', 'in', keys)
      .execute();
    if (sold.length) throw fail(`${seatLabel(sold[0]!.seat_key)}已售出，请选择其他座位`);
    await tx.deleteFrom('seat_holds').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
    await tx
      .deleteFrom('seat_holds')
      .where('event_id', '=', eventId)
      .where('seat_key', 'in', keys)
      .where('expires_at', '<=', now)
      .execute();
    const inserted = await tx
      .insertInto(
        'seat_holds',
        keys.map((seat_key) => ({ event_id: eventId, seat_key, user_id: userId, expires_at: expiresAt })),
      )
      .onConflict((oc) => oc.columns(['site_id', 'event_id', 'seat_key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== keys.length) throw fail(HELD_BY_OTHER);
  });
  return holdsView(siteDb, row, userId, now);
}

/** 帮我选座: the best `count` adjacent seats nobody has or holds, held as if picked; tried again if someone was faster. */
export async function autoHold(siteDb: SiteDb, userId: string, eventId: string, count: number): Promise<TSeatHolds> {
  const row = await eventById(siteDb, eventId);
  const layout = layoutOf(row);
  await requireOpen(siteDb, row, userId);
  for (let attempt = 0; ; attempt++) {
    const now = nowSeconds();
    const taken = new Set((await assignmentsOf(siteDb, eventId)).map((a) => a.seat_key));
    for (const hold of await liveHolds(siteDb, eventId, now)) if (hold.user_id !== userId) taken.add(hold.seat_key);
    const best = bestSeats(layout, count, (key) => !taken.has(key));
    if (best.length === 0) throw fail(`没有${count}个相邻的空座了，请减少人数或自己选座`);
    try {
      return await holdSeats(siteDb, userId, eventId, best);
    } catch (error) {
      if (attempt >= 2 || !(error instanceof Error) || error.message !== HELD_BY_OTHER) throw error;
    }
  }
}

/** My holds on an event with their end, for the confirm page. */
export async function holdsView(siteDb: SiteDb, row: TEventRow, userId: string, now = nowSeconds()): Promise<TSeatHolds> {
  const layout = layoutOf(row);
  const holds = await myLiveHolds(siteDb, row.id, userId, now);
  return {
    id: row.id,
    title: row.title,
    place: row.place,
    startsAt: Number(row.starts_at),
    seats: holds.map((h) => {
      const zone = zoneOfSeat(layout, h.seat_key);
      return { seatKey: h.seat_key, zone: zone?.key ?? '', zoneName: zone?.name ?? '' };
    }),
    expiresAt: holds.length ? Math.min(...holds.map((h) => Number(h.expires_at))) : 0,
  };
}

export const myHoldsOf = async (siteDb: SiteDb, userId: string, eventId: string) =>
  holdsView(siteDb, await eventById(siteDb, eventId), userId);

/** 取消: lets my holds on the event go. */
export async function releaseHolds(siteDb: SiteDb, userId: string, eventId: string): Promise<void> {
  await eventById(siteDb, eventId);
  await siteDb.deleteFrom('seat_holds').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
}

/**
 * 确认: my live holds become the engine's claims, one per seat (its zone; the request id made of the
 * page's and the seat's, so a retried claim answers the first), each written as the seat's assignment,
 * the holds deleted, all in one transaction. A retry of the same confirmation answers its seats.
 */
export async function confirmHolds(siteDb: SiteDb, userId: string, eventId: string, requestId: string): Promise<{ list: TMySeat[] }> {
  const row = await eventById(siteDb, eventId);
  const layout = layoutOf(row);
  const now = nowSeconds();
  const made = await siteDb.transaction(async (tx) => {
    const earlier = (await myAssignments(tx, eventId, userId)).filter((a) => a.request_id === requestId);
    if (earlier.length) return earlier;
    const holds = await myLiveHolds(tx, eventId, userId, now);
    if (holds.length === 0) throw fail('没有锁定中的座位，锁定可能已过期，请重新选座');
    const rows = [];
    for (const hold of holds) {
      const zone = zoneOfSeat(layout, hold.seat_key);
      if (!zone) throw fail('座位图已变更，请重新选座');
      const claim = await claimPlace(tx, {
        itemId: row.item_id,
        userId,
        zone: zone.key,
        requestId: `${requestId}-${hold.seat_key}`.slice(0, 64),
      });
      if (claim.state !== 'won') throw fail('座位确认失败，请重新选座');
      const assignment = {
        event_id: eventId,
        seat_key: hold.seat_key,
        zone: zone.key,
        claim_id: claim.id,
        user_id: userId,
        request_id: requestId,
        code: claim.code,
        created: now,
      };
      const inserted = await tx
        .insertInto('seat_assignments', assignment)
        .onConflict((oc) => oc.columns(['site_id', 'event_id', 'seat_key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw fail(`${seatLabel(hold.seat_key)}已售出，请重新选座`);
      rows.push(assignment);
    }
    await tx.deleteFrom('seat_holds').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
    return rows;
  });
  return {
    list: made.map((a) => ({
      seatKey: a.seat_key,
      zone: a.zone,
      zoneName: layout.zones.find((z) => z.key === a.zone)?.name ?? a.zone,
      claimId: a.claim_id,
      state: 'won' as const,
      code: a.code,
      cancellable: true,
    })),
  };
}
