import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { FEE_CATEGORIES } from '../contract';

/** A fee item the finance office collects. Amounts are fen, times Unix seconds. */
export interface PaymentItemsTable {
  site_id: string;
  id: string;
  title: string;
  category: (typeof FEE_CATEGORIES)[number];
  description: string;
  payee: string;
  /** The amount for everyone in the audience; 0 when set per person (`payment_item_payers`). */
  amount: number;
  per_person: number;
  deadline: number;
  /** `draft` until published; an open item whose deadline passed shows as closed. */
  state: 'draft' | 'open';
  /** `TAudience` as JSON (unused when per person: the list is the audience). */
  audience: string;
  created_by: string;
  created: number;
  updated: number;
}

/** Who pays how much on an item set per person (imported from the office's list). */
export interface PaymentItemPayersTable {
  site_id: string;
  item_id: string;
  user_id: string;
  amount: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    payment_items: PaymentItemsTable;
    payment_item_payers: PaymentItemPayersTable;
  }
}

export const PAYMENT_GRANTS = { 'site-admin': ['manage'] };

export const paymentMigration: TMigration = {
  name: 'payment_0001_tables',
  async up(db) {
    await db.schema
      .createTable('payment_items')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('payee', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('per_person', 'integer', (c) => c.notNull())
      .addColumn('deadline', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_items_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('payment_items_state').on('payment_items').columns(['site_id', 'state', 'created']).execute();

    await db.schema
      .createTable('payment_item_payers')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_item_payers_pk', ['site_id', 'item_id', 'user_id'])
      .execute();
    await db.schema.createIndex('payment_item_payers_person').on('payment_item_payers').columns(['site_id', 'user_id']).execute();
    for (const [role, modules] of Object.entries(PAYMENT_GRANTS)) await extendBuiltinRoleGrants(db, role, 'payment', modules);
  },
};
