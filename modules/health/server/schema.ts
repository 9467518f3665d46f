import type { TMigration } from '@quad/platform/server/db/migrate';

/** One row per site: its settings and the forms the reports are (the daily report lives in forms). */
export interface HealthSetupTable {
  site_id: string;
  settings_json: string;
  report_form_no: number;
  base_form_no: number;
  updated: number;
}

/** Three-checks-a-day reports: one per person, day and slot (a unique index makes that hold under races). */
export interface HealthChecksTable {
  site_id: string;
  id: string;
  user_id: string;
  day: string;
  slot: string;
  values_json: string;
  created: number;
}

/** Scheduled reminders that went out: the primary key makes "once per site and day" hold across instances. */
export interface HealthReminderRunsTable {
  site_id: string;
  day: string;
  kind: string;
  sent: number;
  created: number;
}

/** A health code scanned at a gate. */
export interface HealthPassagesTable {
  site_id: string;
  id: string;
  user_id: string;
  checker_id: string;
  colour: string;
  gate: string;
  allowed: number;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    health_setup: HealthSetupTable;
    health_checks: HealthChecksTable;
    health_reminder_runs: HealthReminderRunsTable;
    health_passages: HealthPassagesTable;
  }
}

export const healthMigration: TMigration = {
  name: 'health_0001_reports',
  async up(db) {
    await db.schema
      .createTable('health_setup')
      .addColumn('site_id', 'text', (c) => c.notNull().primaryKey())
      .addColumn('settings_json', 'text', (c) => c.notNull())
      .addColumn('report_form_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('base_form_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('code_secret', 'text', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('health_checks')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('values_json', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('health_checks_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('health_checks_slot').unique().on('health_checks').columns(['site_id', 'user_id', 'day', 'slot']).execute();
    await db.schema.createIndex('health_checks_day').on('health_checks').columns(['site_id', 'day', 'slot']).execute();
    await db.schema
      .createTable('health_reminder_runs')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('health_reminder_runs_pk', ['site_id', 'day', 'kind'])
      .execute();
    await db.schema
      .createTable('health_passages')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('checker_id', 'text', (c) => c.notNull())
      .addColumn('colour', 'text', (c) => c.notNull())
      .addColumn('gate', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('allowed', 'integer', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('health_passages_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('health_passages_created').on('health_passages').columns(['site_id', 'created']).execute();
  },
};
