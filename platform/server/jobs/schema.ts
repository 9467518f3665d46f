import type { TMigration } from '../db/migrate';

/**
 * The due-work table: every piece of background work of every site, one row each. A one-off job
 * (a hold that expires, an order that times out) is a row with its area's `key`, deleted once it
 * ran; a recurring job (publishing what is due, feeds, reminders) is one row per site and job
 * (`key` '') whose `due_at` moves one interval on each time it is taken. Instances take rows by
 * lease (`claim.ts`), so any number of them share the work instead of each walking every site.
 */
export interface DueWorkTable {
  site_id: string;
  /** The job's registered name: `news.publish`, `booking.hold-expire`. */
  kind: string;
  /** The area's name for a one-off job (scheduling it again moves it); '' for a recurring row. */
  key: string;
  /** Seconds between rounds of a recurring row; 0 for a one-off job. */
  every_s: number;
  /** Unix seconds the row falls due. */
  due_at: number;
  /** Attempts of a one-off job so far (the one running included). */
  attempts: number;
  /** The claim that holds the row ('' for none) and until when: a dead instance's rows come back after it. */
  lease_owner: string;
  lease_until: number;
  /** The one-off job's payload as JSON, checked by its job's schema when it runs. */
  payload: string;
  /** `failed`: a one-off job that gave up after its last attempt, kept for the record. */
  status: 'pending' | 'failed';
  last_error: string;
  created: number;
}

declare module '../db/database' {
  interface Database {
    due_work: DueWorkTable;
  }
}

export const dueWorkMigration: TMigration = {
  name: '000_platform_0130_due_work',
  async up(db) {
    await db.schema
      .createTable('due_work')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('every_s', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lease_owner', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('due_work_pk', ['site_id', 'kind', 'key'])
      .execute();
    // Claims look across sites for the earliest due rows.
    await db.schema.createIndex('due_work_due').on('due_work').columns(['status', 'due_at']).execute();
  },
};
