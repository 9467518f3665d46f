import { sql } from 'kysely';
import type { TMigration } from '../db/migrate';

/**
 * One row per search key of a record: (kind, term) leads the key after the site, so a typed prefix
 * is an index range (`term >= ? AND term < ?`) on both databases; a name's keys are replaced
 * through the (kind, record_id) index when it is renamed.
 */
export interface SearchTermsTable {
  site_id: string;
  /** What is indexed: `person`, `department`, or an engine's or area's own kind. */
  kind: string;
  term: string;
  record_id: string;
}

declare module '../db/database' {
  interface Database {
    search_terms: SearchTermsTable;
  }
}

export const searchTermsMigration: TMigration = {
  name: '000_platform_0140_search_terms',
  async up(db, dialect) {
    await db.schema
      .createTable('search_terms')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      // Code-point order, as SQLite compares: a locale's collation would break the prefix range.
      .addColumn('term', 'text', (c) => (dialect === 'postgres' ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull()))
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('search_terms_pk', ['site_id', 'kind', 'term', 'record_id'])
      // On SQLite the key is the table (no rowid table beside it): every key is written once, not twice.
      .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    await db.schema.createIndex('search_terms_record').on('search_terms').columns(['site_id', 'kind', 'record_id']).execute();
  },
};
