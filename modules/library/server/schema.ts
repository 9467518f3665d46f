import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The library interface of a site (one row, absent until saved): renewal goes through it. */
export interface LibrarySettingsTable {
  site_id: string;
  base_url: string;
  /** The bearer token the library gave; never answered to a browser. */
  token: string;
  renew_enabled: number;
  max_renewals: number;
  updated: number;
  updated_by: string;
}

/**
 * A renewal asked here, keyed by the due date it renewed from: a double tap finds the first one's row
 * (one renewal), and reads apply `done` ones until the library's next load shows the new due date.
 */
export interface LibraryRenewalsTable {
  site_id: string;
  user_id: string;
  barcode: string;
  from_due: string;
  new_due: string;
  renew_count: number;
  state: 'pending' | 'done';
  /** When the pending claim was taken (Unix seconds): a claim whose process died is taken over later. */
  claimed: number;
  message: string;
}

/** A reminder sent about one loan and due date, so each is sent once (`soon`: 3 days before; `overdue`: the first day after). */
export interface LibraryRemindersTable {
  site_id: string;
  user_id: string;
  barcode: string;
  due_date: string;
  kind: 'soon' | 'overdue';
  sent: number;
}

/** The day a site's reminders were walked (one walk a day, whichever instance claims it). */
export interface LibraryReminderRunsTable {
  site_id: string;
  day: string;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    library_settings: LibrarySettingsTable;
    library_renewals: LibraryRenewalsTable;
    library_reminders: LibraryRemindersTable;
    library_reminder_runs: LibraryReminderRunsTable;
  }
}

/** Administrators hold the library's console page (its settings and the datasets). */
export const LIBRARY_GRANTS = { 'site-admin': ['manage'] };

export const libraryMigration: TMigration = {
  name: 'library_0001_tables',
  async up(db) {
    await db.schema
      .createTable('library_settings')
      .addColumn('site_id', 'text', (c) => c.notNull().primaryKey())
      .addColumn('base_url', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('renew_enabled', 'integer', (c) => c.notNull())
      .addColumn('max_renewals', 'integer', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('library_renewals')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('barcode', 'text', (c) => c.notNull())
      .addColumn('from_due', 'text', (c) => c.notNull())
      .addColumn('new_due', 'text', (c) => c.notNull())
      .addColumn('renew_count', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('claimed', 'bigint', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('library_renewals_pk', ['site_id', 'user_id', 'barcode', 'from_due'])
      .execute();
    await db.schema
      .createTable('library_reminders')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('barcode', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sent', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('library_reminders_pk', ['site_id', 'user_id', 'barcode', 'due_date', 'kind'])
      .execute();
    await db.schema
      .createTable('library_reminder_runs')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('library_reminder_runs_pk', ['site_id', 'day'])
      .execute();
    for (const [role, modules] of Object.entries(LIBRARY_GRANTS)) await extendBuiltinRoleGrants(db, role, 'library', modules);
  },
};
