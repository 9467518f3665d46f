import { publishedFormByNo } from '@quad/forms-engine/server';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { audienceForm, resolveAudience, type TAudience } from '@quad/platform/server/identity/audience';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TReservationSettings, TZoneInput } from '../contract';
import { cancelItemJobs, scheduleItemJobs } from './item-jobs';
import { stockChanged } from './stock';
import type { ReservationItemsTable } from './schema';

/**
 * An item's places are split over up to this many stock rows per zone: on PostgreSQL parallel grabs
 * then wait on different rows instead of queueing on one. A grab tries the shards from a random one.
 */
export const MAX_SHARDS = 8;

export type TItemRow = ReservationItemsTable;

/** Who owns an item and where its messages lead. */
export interface TItemOwner {
  app: string;
  ref: string;
  title: string;
  link: string;
}

/** Items by id: every grab and status reads one, and they change only when a console saves them. */
const itemCache = defineSiteCache<TItemRow>({ name: 'reservation-items', ttlMs: 60_000, max: 10_000 });

export async function loadItem(siteDb: SiteDb, itemId: string): Promise<TItemRow> {
  // Nothing found is not kept by the cache: it is answered as not found.
  const item = await itemCache.read(siteDb, itemId, async () => {
    const row = await siteDb.selectFrom('reservation_items').selectAll().where('id', '=', itemId).executeTakeFirst();
    // PostgreSQL answers bigint columns as text.
    return (row && { ...row, opens_at: Number(row.opens_at), closes_at: Number(row.closes_at), draw_at: Number(row.draw_at), cancel_until: Number(row.cancel_until), drawn_at: Number(row.drawn_at), grab_until: Number(row.grab_until) }) as TItemRow;
  });
  if (!item) throw notFound('活动不存在或已删除');
  return item;
}

/**
 * Whether places are taken first-come now: a grab item while it is open, a draw item from its draw
 * until `grab_until` (the places the draw left).
 */
export const grabbingNow = (item: TItemRow, now: number) =>
  item.mode === 'grab' ? now >= item.opens_at && now < item.closes_at : item.drawn_at > 0 && now < item.grab_until;

/** After a write to an item's row outside its save (the draw): every instance reads it again. */
export const itemChanged = (siteDb: SiteDb, itemId: string) => itemCache.evict(siteDb, itemId);

export const audienceOf = (item: TItemRow): TAudience => JSON.parse(item.audience_json) as TAudience;

/** Splits `capacity` over shards as evenly as it goes: 10 over 8 → 2,2,1,1,1,1,1,1. */
export function shardCapacities(capacity: number): number[] {
  const shards = Math.max(1, Math.min(MAX_SHARDS, capacity));
  return Array.from({ length: shards }, (_, i) => Math.floor(capacity / shards) + (i < capacity % shards ? 1 : 0));
}

function checkSettings(settings: TReservationSettings): void {
  if (settings.closesAt <= settings.opensAt) throw invalid({ closesAt: '截止时间必须晚于开放时间' });
  if (settings.mode === 'draw' && settings.drawAt < settings.closesAt) throw invalid({ drawAt: '抽签时间不能早于截止时间' });
  if (settings.grabUntil && settings.mode !== 'draw') throw invalid({ grabUntil: '只有抽签方式才有抽签后的余量抢选' });
  if (settings.grabUntil && settings.grabUntil <= settings.drawAt) throw invalid({ grabUntil: '余量抢选截止时间必须晚于抽签时间' });
  // A waitlist waits for places given back while first-come taking is on: a draw alone has none.
  if (settings.mode === 'draw' && settings.waitlist && !settings.grabUntil) throw invalid({ waitlist: '抽签方式不能开启候补' });
  const keys = new Set<string>();
  for (const zone of settings.zones) {
    if (keys.has(zone.key)) throw invalid({ zones: `分区标识重复：${zone.key}` });
    keys.add(zone.key);
  }
}

/**
 * Writes a zone's stock. A new zone is split over fresh shards; an existing one keeps what each shard
 * has taken and spreads the new capacity's free places over them, refused below what is taken.
 */
async function writeZone(tx: SiteDb, itemId: string, zone: TZoneInput, seq: number): Promise<void> {
  const shards = await tx.selectFrom('reservation_stock').select(['shard', 'taken']).where('item_id', '=', itemId).where('zone', '=', zone.key).orderBy('shard').execute();
  if (shards.length === 0) {
    const rows = shardCapacities(zone.capacity).map((capacity, shard) => ({ item_id: itemId, zone: zone.key, shard, name: zone.name, seq, capacity, taken: 0 }));
    await tx.insertInto('reservation_stock', rows).execute();
    return;
  }
  const taken = shards.reduce((sum, s) => sum + s.taken, 0);
  if (zone.capacity < taken) throw invalid({ zones: `「${zone.name}」已发出${taken}个名额，名额不能少于${taken}` });
  const free = shardCapacities(zone.capacity - taken).concat(Array(MAX_SHARDS).fill(0) as number[]);
  for (const [i, s] of shards.entries()) {
    await tx
      .updateTable('reservation_stock')
      .set({ capacity: s.taken + free[i]!, name: zone.name, seq })
      .where('item_id', '=', itemId)
      .where('zone', '=', zone.key)
      .where('shard', '=', s.shard)
      .execute();
  }
  // Fewer shards than the free places' split: the rest go on the last shard.
  const extra = free.slice(shards.length).reduce((a, b) => a + b, 0);
  if (extra > 0) {
    const last = shards.at(-1)!;
    await tx.updateTable('reservation_stock').set((eb) => ({ capacity: eb('capacity', '+', extra) })).where('item_id', '=', itemId).where('zone', '=', zone.key).where('shard', '=', last.shard).execute();
  }
}

/** Removes zones no longer in the settings; one that gave out places stays. */
async function dropZones(tx: SiteDb, itemId: string, keep: string[]): Promise<void> {
  const gone = await tx.selectFrom('reservation_stock').select(['zone', 'name']).select((eb) => eb.fn.sum<number>('taken').as('taken')).where('item_id', '=', itemId).groupBy(['zone', 'name']).execute();
  for (const zone of gone.filter((z) => !keep.includes(z.zone))) {
    if (Number(zone.taken) > 0) throw invalid({ zones: `「${zone.name}」已发出名额，不能删除` });
    await tx.deleteFrom('reservation_stock').where('item_id', '=', itemId).where('zone', '=', zone.zone).execute();
  }
}

/**
 * Creates the item of an area's record (`owner.ref`) or updates it: its rules, its audience (checked
 * against this site) and its zones' places. Answers the item's id. One item per record: saving the
 * same record again updates it.
 */
export async function saveReservationItem(siteDb: SiteDb, owner: TItemOwner & { id?: string }, settings: TReservationSettings): Promise<string> {
  checkSettings(settings);
  const audience = await resolveAudience(siteDb, settings.audience, '请选择可参与的人员');
  if (settings.prerequisite) await loadItem(siteDb, settings.prerequisite);
  if (settings.prerequisiteForm && !(await publishedFormByNo(siteDb, settings.prerequisiteForm))) throw invalid({ prerequisiteForm: '前置表单不存在或未发布' });
  const now = nowSeconds();
  const values = {
    title: owner.title,
    link: owner.link,
    mode: settings.mode,
    opens_at: settings.opensAt,
    closes_at: settings.closesAt,
    draw_at: settings.mode === 'draw' ? settings.drawAt : 0,
    grab_until: settings.mode === 'draw' ? settings.grabUntil : 0,
    cancel_until: settings.cancelUntil,
    per_person: settings.limit,
    waitlist: settings.waitlist ? 1 : 0,
    captcha: settings.captcha ? 1 : 0,
    audience_json: JSON.stringify(audience),
    prerequisite: settings.prerequisite,
    prerequisite_form: settings.prerequisiteForm,
    updated: now,
  };
  return siteDb.transaction(async (tx) => {
    const existing = await tx
      .selectFrom('reservation_items')
      .select(['id', 'mode', 'drawn_at'])
      .where((eb) => (owner.id ? eb('id', '=', owner.id) : eb.and([eb('app', '=', owner.app), eb('ref', '=', owner.ref)])))
      .executeTakeFirst();
    if (owner.id && !existing) throw notFound('活动不存在或已删除');
    if (existing?.drawn_at) throw fail('已经抽签，不能再修改名额和规则');
    if (existing && existing.mode !== settings.mode && (await tx.selectFrom('reservation_claims').select('id').where('item_id', '=', existing.id).executeTakeFirst())) {
      throw invalid({ mode: '已有人参与，不能更改方式' });
    }
    const id = existing?.id ?? newId();
    if (existing) await tx.updateTable('reservation_items').set(values).where('id', '=', id).execute();
    else await tx.insertInto('reservation_items', { id, app: owner.app, ref: owner.ref, created: now, drawn_at: 0, draw_seed: '', draw_digest: '', draw_entrants: 0, draw_winners: 0, ...values }).execute();
    await dropZones(tx, id, settings.zones.map((z) => z.key));
    for (const [seq, zone] of settings.zones.entries()) await writeZone(tx, id, zone, seq);
    await scheduleItemJobs(tx, id, values, now);
    itemChanged(tx, id);
    stockChanged(tx, id);
    return id;
  });
}

/** An item's rules as its console edits them (people named back by username). */
export async function reservationSettings(siteDb: SiteDb, itemId: string): Promise<TReservationSettings> {
  const item = await loadItem(siteDb, itemId);
  const zones = await siteDb.selectFrom('reservation_stock').select(['zone', 'name', 'seq']).select((eb) => eb.fn.sum<number>('capacity').as('capacity')).where('item_id', '=', itemId).groupBy(['zone', 'name', 'seq']).orderBy('seq').execute();
  return {
    mode: item.mode,
    zones: zones.map((z) => ({ key: z.zone, name: z.name, capacity: Number(z.capacity) })),
    opensAt: Number(item.opens_at),
    closesAt: Number(item.closes_at),
    drawAt: Number(item.draw_at),
    grabUntil: Number(item.grab_until),
    cancelUntil: Number(item.cancel_until),
    limit: item.per_person,
    waitlist: item.waitlist === 1,
    captcha: item.captcha === 1,
    audience: await audienceForm(siteDb, audienceOf(item)),
    prerequisite: item.prerequisite,
    prerequisiteForm: Number(item.prerequisite_form),
  };
}

/**
 * Deletes an item nobody has taken part in (an area deleting its record, in the area's transaction):
 * its places, subscriptions and pending jobs go with it. One with claims is refused: they are people's
 * tickets and the draw's record.
 */
export async function deleteReservationItem(tx: SiteDb, itemId: string): Promise<void> {
  await loadItem(tx, itemId);
  if (await tx.selectFrom('reservation_claims').select('id').where('item_id', '=', itemId).executeTakeFirst()) throw fail('已有人参与，不能删除');
  for (const table of ['reservation_stock', 'reservation_holders', 'reservation_subscriptions'] as const) await tx.deleteFrom(table).where('item_id', '=', itemId).execute();
  await tx.deleteFrom('reservation_items').where('id', '=', itemId).execute();
  await cancelItemJobs(tx, itemId);
  itemChanged(tx, itemId);
  stockChanged(tx, itemId);
}
