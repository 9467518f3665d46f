import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TClaim, TClaimState, TReservationCounts } from '../contract';
import { toClaim } from './claims';
import { loadItem } from './items';
import { zoneStock, zoneStockNow } from './stock';

/** The console's live counter: places, claims by state, subscribers; what is left by zone. */
export async function reservationCounts(siteDb: SiteDb, itemId: string): Promise<TReservationCounts> {
  await loadItem(siteDb, itemId);
  const zones = await zoneStockNow(siteDb, itemId);
  const byState = await siteDb
    .selectFrom('reservation_claims')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('item_id', '=', itemId)
    .groupBy('state')
    .execute();
  const count = (state: TClaimState) => Number(byState.find((s) => s.state === state)?.n ?? 0);
  const subscribers = await siteDb.selectFrom('reservation_subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).where('item_id', '=', itemId).executeTakeFirstOrThrow();
  return {
    capacity: zones.reduce((sum, z) => sum + z.capacity, 0),
    // A checked ticket was won first.
    won: count('won') + count('checked'),
    pending: count('pending'),
    waiting: count('waiting'),
    checked: count('checked'),
    cancelled: count('cancelled'),
    subscribers: Number(subscribers.n),
    zones,
  };
}

export interface TClaimHolder {
  claim: TClaim;
  userId: string;
  name: string;
  number: string;
}

/** An item's claims with their holders (the winners' list, its export), oldest first. */
export async function claimsOf(siteDb: SiteDb, itemId: string, filter: { states?: TClaimState[] } = {}): Promise<TClaimHolder[]> {
  const item = await loadItem(siteDb, itemId);
  const zones = await zoneStock(siteDb, itemId);
  let query = siteDb
    .selectFrom('reservation_claims')
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'reservation_claims.site_id').onRef('users.id', '=', 'reservation_claims.user_id'))
    .selectAll('reservation_claims')
    .select(['users.realname', 'users.number'])
    .where('reservation_claims.item_id', '=', itemId);
  if (filter.states?.length) query = query.where('reservation_claims.state', 'in', filter.states);
  const rows = await query.orderBy('reservation_claims.created').orderBy('reservation_claims.id').execute();
  const now = nowSeconds();
  return rows.map((row) => ({ claim: toClaim(row, item, zones, now), userId: row.user_id, name: row.realname ?? '', number: row.number ?? '' }));
}

/** A person's claims on the items of one area, newest first (我的票); with `claimId`, that one claim if it is theirs. */
export async function myClaims(siteDb: SiteDb, userId: string, app: string, claimId?: string): Promise<(TClaim & { itemId: string })[]> {
  let query = siteDb
    .selectFrom('reservation_claims')
    .innerJoin('reservation_items', (j) => j.onRef('reservation_items.site_id', '=', 'reservation_claims.site_id').onRef('reservation_items.id', '=', 'reservation_claims.item_id'))
    .selectAll('reservation_claims')
    .where('reservation_claims.user_id', '=', userId)
    .where('reservation_items.app', '=', app);
  if (claimId) query = query.where('reservation_claims.id', '=', claimId);
  const rows = await query.orderBy('reservation_claims.created', 'desc').limit(200).execute();
  const now = nowSeconds();
  const claims = [];
  for (const row of rows) {
    const item = await loadItem(siteDb, row.item_id);
    claims.push({ ...toClaim(row, item, await zoneStock(siteDb, row.item_id), now), itemId: row.item_id });
  }
  return claims;
}
