import type { TMigration } from '@quad/platform/server/db/migrate';

/**
 * Verification codes sent by SMS or e-mail, one row per code. Only a hash of the code is kept
 * (`sha256(id:code)`). `subject` is what the sending limits count: the phone number for binding, the
 * account name for a reset (so an unknown account is limited exactly like a known one). Rows are swept
 * two days after they were made, once they count towards no daily cap.
 */
export interface PolymerizationCodesTable {
  site_id: string;
  id: string;
  purpose: string;
  subject: string;
  /** Where the code went: a phone number or an e-mail address; '' when it went nowhere (unknown account). */
  target: string;
  /** Whom the code is for: only they may use it; '' for nobody. */
  user_id: string;
  code_hash: string;
  ip: string;
  attempts: number;
  /** 0 open, 1 used, 2 void (too many wrong tries, or a newer code was sent). */
  state: number;
  created: number;
  expires: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    polymerization_codes: PolymerizationCodesTable;
  }
}

export const polymerizationMigrations: TMigration[] = [
  {
    name: 'polymerization_0001_codes',
    async up(db) {
      await db.schema
        .createTable('polymerization_codes')
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created', 'bigint', (c) => c.notNull())
        .addColumn('expires', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('polymerization_codes_pk', ['site_id', 'id'])
        .execute();
      await db.schema.createIndex('polymerization_codes_subject').on('polymerization_codes').columns(['site_id', 'subject', 'created']).execute();
      await db.schema.createIndex('polymerization_codes_ip').on('polymerization_codes').columns(['site_id', 'ip', 'created']).execute();
    },
  },
];
