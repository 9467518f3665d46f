import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TZoneStatus } from '../contract';

/**
 * What is left of each zone, kept for a second: a page open on ten thousand phones polls the count,
 * and a flash sale's grabs after the last place are refused from here without a query. Grabs do not
 * evict it (that would reload it on every grab); a place given back does, on every instance, so a
 * returned ticket is on sale at once. A count a second old is only a hint: the taking itself is the
 * conditional update in `takePlace`.
 */
const stockCache = defineSiteCache<TZoneStatus[]>({ name: 'reservation-stock', ttlMs: 1000, max: 10_000 });

/** What is left of each zone now, from the database (the console's live counter). */
export async function zoneStockNow(siteDb: SiteDb, itemId: string): Promise<TZoneStatus[]> {
  const rows = await siteDb
    .selectFrom('reservation_stock')
    .select(['zone', 'name', 'seq'])
    .select((eb) => [eb.fn.sum<number>('capacity').as('capacity'), eb.fn.sum<number>('taken').as('taken')])
    .where('item_id', '=', itemId)
    .groupBy(['zone', 'name', 'seq'])
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ key: r.zone, name: r.name, capacity: Number(r.capacity), remaining: Number(r.capacity) - Number(r.taken) }));
}

/** What is left of each zone, at most a second old (a phone's count, a grab's quick refusal). */
export const zoneStock = (siteDb: SiteDb, itemId: string): Promise<TZoneStatus[]> => stockCache.read(siteDb, itemId, () => zoneStockNow(siteDb, itemId));

/** After a place came back or the zones changed: every instance reads the stock again. */
export const stockChanged = (siteDb: SiteDb, itemId: string) => stockCache.evict(siteDb, itemId);

/** A place this instance took: its own count follows at once (another instance's grabs show within the second). */
export const zonePlaceTaken = (siteDb: SiteDb, itemId: string, zone: string) =>
  stockCache.update(siteDb, itemId, (zones) => zones.map((z) => (z.key === zone ? { ...z, remaining: Math.max(0, z.remaining - 1) } : z)));

/** This instance saw a zone run out in the database: grabs here are refused from memory until the count is read again. */
export const zoneRanOut = (siteDb: SiteDb, itemId: string, zone: string) =>
  stockCache.update(siteDb, itemId, (zones) => zones.map((z) => (z.key === zone ? { ...z, remaining: 0 } : z)));

/**
 * Takes one place of `zone` from a shard with room, in the caller's transaction: one conditional
 * update, so two grabs never take the same last place. Shards are tried from a random one, so parallel
 * grabs on PostgreSQL wait on different rows. Answers the shard, or undefined when the zone is full.
 */
export async function takePlace(tx: SiteDb, itemId: string, zone: string): Promise<number | undefined> {
  const open = await tx.selectFrom('reservation_stock').select('shard').where('item_id', '=', itemId).where('zone', '=', zone).whereRef('taken', '<', 'capacity').execute();
  const start = Math.floor(Math.random() * open.length);
  for (let i = 0; i < open.length; i++) {
    const shard = open[(start + i) % open.length]!.shard;
    const took = await tx
      .updateTable('reservation_stock')
      .set((eb) => ({ taken: eb('taken', '+', 1) }))
      .where('item_id', '=', itemId)
      .where('zone', '=', zone)
      .where('shard', '=', shard)
      .whereRef('taken', '<', 'capacity')
      .executeTakeFirst();
    if (Number(took.numUpdatedRows) === 1) return shard;
  }
  return undefined;
}

/** Puts a place back on its shard. */
export async function returnPlace(tx: SiteDb, itemId: string, zone: string, shard: number): Promise<void> {
  await tx
    .updateTable('reservation_stock')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('item_id', '=', itemId)
    .where('zone', '=', zone)
    .where('shard', '=', shard)
    .where('taken', '>', 0)
    .execute();
  stockChanged(tx, itemId);
}
