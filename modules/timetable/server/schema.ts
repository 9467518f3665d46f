import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The site's term calendar (校历): one row per site, the terms and period times as JSON. */
export interface TimetableCalendarsTable {
  site_id: string;
  /** `TTerm[]` (contract-manage.ts). */
  terms: string;
  /** `TPeriodTime[]`, 第1节 first. */
  periods: string;
  updated: number;
  updated_by: string;
}

/** Each person's secret calendar feed: the token is the whole credential, so one per person, reset replaces it. */
export interface TimetableFeedsTable {
  site_id: string;
  user_id: string;
  token: string;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    timetable_calendars: TimetableCalendarsTable;
    timetable_feeds: TimetableFeedsTable;
  }
}

/** The modules of the timetable's app a site's administrators hold: the data and calendar pages. */
export const TIMETABLE_ADMIN_MODULES = ['manage'];

export const timetableMigration: TMigration = {
  name: 'timetable_0001_calendar_feeds',
  async up(db) {
    await db.schema
      .createTable('timetable_calendars')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('terms', 'text', (c) => c.notNull())
      .addColumn('periods', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('timetable_calendars_pk', ['site_id'])
      .execute();
    await db.schema
      .createTable('timetable_feeds')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('timetable_feeds_pk', ['site_id', 'user_id'])
      .execute();
    await db.schema.createIndex('timetable_feeds_token').on('timetable_feeds').columns(['site_id', 'token']).unique().execute();
    await extendBuiltinRoleGrants(db, 'site-admin', 'timetable', TIMETABLE_ADMIN_MODULES);
  },
};
