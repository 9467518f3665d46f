import type { TMigration } from '@quad/platform/server/db/migrate';

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
