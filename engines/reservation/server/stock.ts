import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TZoneStatus } from '../contract';

/**
 * What is left of each zone, kept for a second: a page open on ten thousand phones polls the count,
 * and a flash sale's grabs after the last place are refused from here without a query. Grabs do not
 * evict it (that would reload it on every grab); a place given back does, on every instance, so a
 * returned ticket is on sale at once. A count a second old is only a hint: the taking itself is the
 * conditional update in `takePlace`.
 *
 * Once every zone is out, the entry also names everyone with a claim on the item (`claimants`, read
 * after the count): no one else can have one until a place comes back, which evicts the entry. A grab
 * by anyone else is then refused from memory; a claimant's may be the retry of a request that won,
 * and goes on to the database for its answer.
 */
interface TStock {
  zones: TZoneStatus[];
  claimants?: ReadonlySet<string>;
}
const stockCache = defineSiteCache<TStock>({ name: 'reservation-stock', ttlMs: 1000, max: 10_000 });

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

async function stockNow(siteDb: SiteDb, itemId: string): Promise<TStock> {
  const zones = await zoneStockNow(siteDb, itemId);
  if (zones.length === 0 || zones.some((z) => z.remaining > 0)) return { zones };
  const claims = await siteDb.selectFrom('reservation_claims').select('user_id').distinct().where('item_id', '=', itemId).execute();
  return { zones, claimants: new Set(claims.map((c) => c.user_id)) };
}

const stock = (siteDb: SiteDb, itemId: string): Promise<TStock> => stockCache.read(siteDb, itemId, () => stockNow(siteDb, itemId));

/** What is left of each zone, at most a second old (a phone's count, a grab's quick refusal). */
export const zoneStock = async (siteDb: SiteDb, itemId: string): Promise<TZoneStatus[]> => (await stock(siteDb, itemId)).zones;

/** Whether every zone is known to be out and `userId` has no claim on the item: their grab can only be refused. */
export async function soldOutWithoutClaim(siteDb: SiteDb, itemId: string, userId: string): Promise<boolean> {
  const { claimants } = await stock(siteDb, itemId);
  return claimants !== undefined && !claimants.has(userId);
}

/** After a place came back or the zones changed: every instance reads the stock again. */
export const stockChanged = (siteDb: SiteDb, itemId: string) => stockCache.evict(siteDb, itemId);

/**
 * A place this instance took: its own count follows at once (another instance's grabs show within the
 * second). The claimants are dropped (the taker is not among them), and a count that reaches nothing
 * left is read again with them.
 */
export function zonePlaceTaken(siteDb: SiteDb, itemId: string, zone: string): void {
  let allOut = false;
  stockCache.update(siteDb, itemId, (kept) => {
    const zones = kept.zones.map((z) => (z.key === zone ? { ...z, remaining: Math.max(0, z.remaining - 1) } : z));
    allOut = zones.every((z) => z.remaining === 0);
    return { zones };
  });
  if (allOut) stockCache.forget(siteDb, itemId);
}

/** This instance found a zone out in the database: its count is read again, the grabs after it refused from there. */
export const zoneRanOut = (siteDb: SiteDb, itemId: string) => stockCache.forget(siteDb, itemId);

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
