import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { commentCounts, countDailyView } from '@quad/content-engine/server';
import { uploadTypes } from '@quad/platform/server/files/site-uploads';
import type { TVideoDetail } from '../contract';
import { toDetail, toItem } from './presenter';
import { pagedRows } from '@quad/platform/server/db/paging';

const published = (siteDb: SiteDb) => siteDb.selectFrom('videos').where('status', '=', 'published');

/** The published videos of a category (all when none), newest first, with the categories that have any. */
export async function listForViewer(siteDb: SiteDb, basePath: string, query: { category?: string; page: number; size: number }) {
  const categories = await published(siteDb).select('category').distinct().orderBy('category').execute();
  let base = published(siteDb);
  if (query.category) base = base.where('category', '=', query.category);
  const { rows, total } = await pagedRows(base, query, (q) => q.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc'));
  const comments = await commentCounts(siteDb, 'video', rows.map((r) => r.id));
  return {
    categories: categories.map((c) => c.category),
    list: rows.map((r) => toItem(r, basePath, comments.get(r.id) ?? 0)),
    total,
  };
}



/** A published video; opening it is a view (once per person and day). */
export async function watchVideo(siteDb: SiteDb, basePath: string, userId: string, id: string, now: number): Promise<TVideoDetail> {
  const row = await published(siteDb).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('视频不存在或已下线');
  const counted = await siteDb.transaction(async (tx) => {
    if (!(await countDailyView(tx, 'video', id, userId, now))) return false;
    await tx.updateTable('videos').set({ views: sql<number>`views + 1` }).where('id', '=', id).execute();
    return true;
  });
  const comments = await commentCounts(siteDb, 'video', [id]);
  const types = await uploadTypes(siteDb, [row.file]);
  return toDetail({ ...row, views: Number(row.views) + (counted ? 1 : 0) }, basePath, comments.get(id) ?? 0, types.get(row.file) ?? '');
}
