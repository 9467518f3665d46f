import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TReservationPhase, TReservationStatus, TZoneStatus } from '../contract';
import { toClaim, waitlistPosition, type TClaimRow } from './claims';
import { barredFrom } from './eligibility';
import { grabbingNow, loadItem, type TItemRow } from './items';
import { zoneStock } from './stock';

export function phaseOf(item: TItemRow, zones: TZoneStatus[], now: number): TReservationPhase {
  if (now < item.opens_at) return 'upcoming';
  if (grabbingNow(item, now)) return zones.every((z) => z.remaining === 0) ? 'sold-out' : 'open';
  if (now >= item.closes_at) return item.mode === 'draw' && !item.drawn_at ? 'drawing' : 'ended';
  return 'open';
}

/**
 * Items as one person sees them, for a list or a detail page: the shared part (phase, what is left)
 * from memory, their own claims and subscriptions in one query each for all the items.
 */
export async function reservationStatuses(siteDb: SiteDb, itemIds: string[], userId: string): Promise<Map<string, TReservationStatus>> {
  const statuses = new Map<string, TReservationStatus>();
  if (itemIds.length === 0) return statuses;
  const now = nowSeconds();
  const claims = await siteDb.selectFrom('reservation_claims').selectAll().where('item_id', 'in', itemIds).where('user_id', '=', userId).where('state', '!=', 'cancelled').orderBy('created').execute();
  const subscribed = new Set(
    (await siteDb.selectFrom('reservation_subscriptions').select('item_id').where('item_id', 'in', itemIds).where('user_id', '=', userId).execute()).map((s) => s.item_id),
  );
  for (const itemId of itemIds) {
    const item = await loadItem(siteDb, itemId);
    const zones = await zoneStock(siteDb, itemId);
    const mine = await Promise.all(
      claims
        .filter((c) => c.item_id === itemId)
        .map(async (row: TClaimRow) => toClaim(row, item, zones, now, row.state === 'waiting' ? await waitlistPosition(siteDb, row) : 0)),
    );
    statuses.set(itemId, {
      mode: item.mode,
      phase: phaseOf(item, zones, now),
      opensAt: Number(item.opens_at),
      closesAt: Number(item.closes_at),
      drawAt: Number(item.draw_at),
      grabUntil: Number(item.grab_until),
      limit: item.per_person,
      waitlist: item.waitlist === 1,
      captcha: item.captcha === 1,
      capacity: zones.reduce((sum, z) => sum + z.capacity, 0),
      remaining: zones.reduce((sum, z) => sum + z.remaining, 0),
      zones,
      mine,
      subscribed: subscribed.has(itemId),
      barred: await barredFrom(siteDb, item, userId),
    });
  }
  return statuses;
}

export async function reservationStatus(siteDb: SiteDb, itemId: string, userId: string): Promise<TReservationStatus> {
  return (await reservationStatuses(siteDb, [itemId], userId)).get(itemId)!;
}
