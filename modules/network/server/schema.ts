import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TAccountStatus, TTopUpState } from '../contract';

/** A paid top-up on its way to the billing system; its id is the ledger order's. Amounts fen, times Unix seconds. */
export interface NetworkTopupsTable {
  site_id: string;
  order_id: string;
  order_no: string;
  user_id: string;
  username: string;
  amount: number;
  state: TTopUpState;
  /** The billing system's last refusal or failure, for the office. */
  note: string;
  created: number;
  updated: number;
}

/** The demo billing system's accounts (demo sites only). */
export interface NetworkDemoAccountsTable {
  site_id: string;
  username: string;
  holder: string;
  balance: number;
  plan_name: string;
  monthly_fee: number;
  status: TAccountStatus;
  used_mb: number;
}

/** The demo system's charges; a top-up's id is its request number, so it is credited once. */
export interface NetworkDemoChargesTable {
  site_id: string;
  id: string;
  username: string;
  at: number;
  amount: number;
  balance: number;
  kind: string;
}

/** The demo system's devices online. */
export interface NetworkDemoSessionsTable {
  site_id: string;
  id: string;
  username: string;
  ip: string;
  mac: string;
  device: string;
  since: number;
  bytes_in: number;
  bytes_out: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    network_topups: NetworkTopupsTable;
    network_demo_accounts: NetworkDemoAccountsTable;
    network_demo_charges: NetworkDemoChargesTable;
    network_demo_sessions: NetworkDemoSessionsTable;
  }
}

/** The network centre's console (failed top-ups, reconciliation) is the site administrator's until a site grants it elsewhere. */
export const NETWORK_GRANTS = { 'site-admin': ['manage'] };

export const networkMigration: TMigration = {
  name: 'network_0001_tables',
  async up(db) {
    await db.schema
      .createTable('network_topups')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('network_topups_pk', ['site_id', 'order_id'])
      .execute();
    await db.schema.createIndex('network_topups_person').on('network_topups').columns(['site_id', 'user_id', 'created']).execute();
    await db.schema.createIndex('network_topups_state').on('network_topups').columns(['site_id', 'state', 'updated']).execute();
    await db.schema.createIndex('network_topups_order_no').on('network_topups').columns(['site_id', 'order_no']).execute();

    await db.schema
      .createTable('network_demo_accounts')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addColumn('plan_name', 'text', (c) => c.notNull())
      .addColumn('monthly_fee', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('used_mb', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('network_demo_accounts_pk', ['site_id', 'username'])
      .execute();
    await db.schema
      .createTable('network_demo_charges')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('network_demo_charges_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('network_demo_charges_account').on('network_demo_charges').columns(['site_id', 'username', 'at']).execute();
    await db.schema
      .createTable('network_demo_sessions')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('mac', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('bytes_in', 'bigint', (c) => c.notNull())
      .addColumn('bytes_out', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('network_demo_sessions_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('network_demo_sessions_account').on('network_demo_sessions').columns(['site_id', 'username']).execute();
    for (const [role, modules] of Object.entries(NETWORK_GRANTS)) await extendBuiltinRoleGrants(db, role, 'network', modules);
  },
};
