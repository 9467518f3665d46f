import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, fail } from '@quad/platform/server/errors';
import { ErrorCode } from '@quad/contracts/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';

/** Enough to find a recent search again; older ones drop off. */
export const SEARCHES_KEPT = 20;
export const MAX_FAVOURITES = 30;

export const listSearchEntries = (siteDb: SiteDb, userId: string) =>
  siteDb
    .selectFrom('search_history')
    .select(['id', 'keyword', 'created'])
    .where('user_id', '=', userId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(SEARCHES_KEPT)
    .execute();

/** The same words searched again move to the top instead of appearing twice. */
export async function addSearchEntry(siteDb: SiteDb, userId: string, keyword: string): Promise<string> {
  const id = newId();
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('search_history').where('user_id', '=', userId).where('keyword', '=', keyword).execute();
    await tx.insertInto('search_history', { user_id: userId, id, keyword, created: nowSeconds() }).execute();
    const keep = await listSearchEntries(tx, userId);
    await tx
      .deleteFrom('search_history')
      .where('user_id', '=', userId)
      .where('id', 'not in', keep.map((k) => k.id))
      .execute();
  });
  return id;
}

export async function deleteSearchEntries(siteDb: SiteDb, userId: string, id?: string): Promise<void> {
  let query = siteDb.deleteFrom('search_history').where('user_id', '=', userId);
  if (id) query = query.where('id', '=', id);
  await query.execute();
}

export async function listFavouriteApps(siteDb: SiteDb, userId: string): Promise<string[]> {
  const rows = await siteDb.selectFrom('app_favourites').select('app_key').where('user_id', '=', userId).orderBy('sort').orderBy('created').execute();
  return rows.map((r) => r.app_key);
}

export async function addFavouriteApp(siteDb: SiteDb, userId: string, app: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const current = await listFavouriteApps(tx, userId);
    if (current.includes(app)) return;
    if (current.length >= MAX_FAVOURITES) throw fail(`最多收藏${MAX_FAVOURITES}个应用`);
    const last = await tx.selectFrom('app_favourites').select(sql<number>`max(sort)`.as('sort')).where('user_id', '=', userId).executeTakeFirst();
    await tx.insertInto('app_favourites', { user_id: userId, app_key: app, sort: Number(last?.sort ?? 0) + 1, created: nowSeconds() }).execute();
  });
}

export const removeFavouriteApp = (siteDb: SiteDb, userId: string, app: string) =>
  siteDb.deleteFrom('app_favourites').where('user_id', '=', userId).where('app_key', '=', app).execute();

/** A new order must name exactly the current favourites: one changed on another device is never dropped by a stale page. */
export async function sortFavouriteApps(siteDb: SiteDb, userId: string, apps: string[]): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const current = await listFavouriteApps(tx, userId);
    const same = apps.length === current.length && new Set(apps).size === apps.length && apps.every((a) => current.includes(a));
    if (!same) throw new AppError(ErrorCode.CONFLICT, '收藏已在别处变化，请刷新后再排序');
    for (const [sort, app] of apps.entries())
      await tx.updateTable('app_favourites').set({ sort: sort + 1 }).where('user_id', '=', userId).where('app_key', '=', app).execute();
  });
}
