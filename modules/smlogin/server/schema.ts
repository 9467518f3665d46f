import type { TMigration } from '@quad/platform/server/db/migrate';

/**
 * One row per QR shown (`LIFETIME_SECONDS`): the truth every instance reads, so a phone confirming
 * through one instance and a desktop waiting on another agree. Kept for a while after it expires
 * (the phone's late answer can say 已过期, not 无效), then deleted when later requests are made.
 */
export interface SmloginRequestsTable {
  site_id: string;
  /** Random (`randomToken`): the QR's code is `<site>.<id>`. */
  id: string;
  /** SHA-256 of the desktop's secret: the secret itself is in no row, log or QR. */
  secret_hash: string;
  /** `waiting` → `scanned` → `confirmed` → `done` (exchanged), or `cancelled`; expiry is `expires`, not a state. */
  status: string;
  /** The person who scanned it: the one the desktop is signed in as once they confirm. */
  user_id: string;
  /** The desktop's User-Agent and address, shown on the phone. */
  ua: string;
  ip: string;
  created: number;
  expires: number;
  /** When the phone confirmed: the desktop has `EXCHANGE_SECONDS` from then to take its session. */
  confirmed: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    smlogin_requests: SmloginRequestsTable;
  }
}

export const smloginMigration: TMigration = {
  name: 'smlogin_0001_requests',
  async up(db) {
    await db.schema
      .createTable('smlogin_requests')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
      .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ua', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addColumn('confirmed', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('smlogin_requests_pk', ['site_id', 'id'])
      .execute();
    // The sweep of old requests reads by expiry.
    await db.schema.createIndex('smlogin_requests_expires').on('smlogin_requests').columns(['site_id', 'expires']).execute();
  },
};
