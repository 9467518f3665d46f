import type { TMigration } from '@quad/platform/server/db/migrate';
import type { SiteDb } from '@quad/platform/server/db/site-db';

/** Who opened what on which (UTC) day: the first opening of a day counts a view, reloads do not. */
export interface DailyViewsTable {
  site_id: string;
  /** The area's kind of record (`news`, `video`). */
  kind: string;
  subject_id: string;
  user_id: string;
  /** Days since 1970-01-01 (UTC). */
  day: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    daily_views: DailyViewsTable;
  }
}

export const dailyViewsMigration: TMigration = {
  name: '000_platform_0107_daily_views',
  async up(db) {
    await db.schema
      .createTable('daily_views')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_views_pk', ['site_id', 'kind', 'subject_id', 'user_id', 'day'])
      .execute();
  },
};

export const viewDay = (seconds: number) => Math.floor(seconds / 86_400);

/**
 * Records that a person opened a record today; answers whether this was their first opening of the
 * day, when the area adds one to its view count (in the same transaction). A view count then says
 * how many times people came to it, not how often a page was reloaded.
 */
export async function countDailyView(tx: SiteDb, kind: string, subjectId: string, userId: string, now: number): Promise<boolean> {
  const inserted = await tx
    .insertInto('daily_views', { kind, subject_id: subjectId, user_id: userId, day: viewDay(now) })
    .onConflict((oc) => oc.columns(['site_id', 'kind', 'subject_id', 'user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
