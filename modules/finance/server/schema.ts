import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** A salary unlock: only the token's hash is kept, with whose it is and until when it holds. */
export interface FinanceUnlocksTable {
  site_id: string;
  token_hash: string;
  user_id: string;
  expires: number;
  created: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    finance_unlocks: FinanceUnlocksTable;
  }
}

/** What a site's administrators hold: both console pages (the salary lookup and the budgets of the site). */
export const FINANCE_ADMIN_MODULES = ['salary', 'budget'];

export const financeMigration: TMigration = {
  name: 'finance_0001_unlocks',
  async up(db) {
    await db.schema
      .createTable('finance_unlocks')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('finance_unlocks_pk', ['site_id', 'token_hash'])
      .execute();
    await db.schema.createIndex('finance_unlocks_user').on('finance_unlocks').columns(['site_id', 'user_id']).execute();
    await extendBuiltinRoleGrants(db, 'site-admin', 'finance', FINANCE_ADMIN_MODULES);
  },
};
