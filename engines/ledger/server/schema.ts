import type { TMigration } from '@quad/platform/server/db/migrate';
import type { TOrderState } from '../contract';

/**
 * The ledger engine's tables (issue 22), its own: areas reach them through `server/index.ts`.
 * Amounts are integer fen, times Unix seconds.
 */

/**
 * Where money sits. `wallet` a person's purse (owner: user id); `income` what an area's item took in
 * (owner: `app:ref`); `clearing` money on its way through a provider (owner: the provider), which
 * goes negative as payments arrive and back up as refunds leave. `balance` is the sum of the account's
 * postings, kept in the same transaction as they are written (the balance check proves it). The id
 * is `<kind>:<owner>`, so a posting names its account without looking it up.
 */
export interface LedgerAccountsTable {
  site_id: string;
  id: string;
  kind: 'wallet' | 'income' | 'clearing';
  owner: string;
  balance: number;
  created: number;
}

/** One movement of money: its postings sum to zero. */
export interface LedgerTransactionsTable {
  site_id: string;
  id: string;
  order_id: string;
  kind: 'pay' | 'refund' | 'topup';
  memo: string;
  created: number;
}

export interface LedgerPostingsTable {
  site_id: string;
  id: string;
  transaction_id: string;
  account_id: string;
  /** Positive into the account, negative out of it. */
  amount: number;
  /** The account's balance once this posting was made (a wallet's records show it). */
  balance_after: number;
  created: number;
}

export interface LedgerOrdersTable {
  site_id: string;
  id: string;
  /** The number the provider knows it by (`out_trade_no`). */
  order_no: string;
  app: string;
  ref: string;
  user_id: string;
  title: string;
  amount: number;
  /** The account the payment goes to: the item's income, or the payer's wallet for a top-up. */
  credit_account: string;
  state: TOrderState;
  method: string;
  /** The payer's key for this order (the page's request id): asking again answers the same order. */
  idempotency_key: string;
  paid_amount: number;
  refunded_amount: number;
  provider_txn_id: string;
  expires_at: number;
  paid_at: number;
  created: number;
  updated: number;
}

/** Every move of an order's state, who or what made it and why. */
export interface LedgerOrderEventsTable {
  site_id: string;
  id: string;
  order_id: string;
  from_state: string;
  to_state: string;
  note: string;
  actor: string;
  created: number;
}

/** Provider notifications already taken: a replay finds its row and changes nothing. */
export interface LedgerNotificationsTable {
  site_id: string;
  provider: string;
  notification_id: string;
  order_no: string;
  outcome: string;
  created: number;
}

export interface LedgerRefundsTable {
  site_id: string;
  id: string;
  refund_no: string;
  order_id: string;
  amount: number;
  reason: string;
  state: 'requested' | 'rejected' | 'processing' | 'succeeded' | 'failed';
  requested_by: string;
  /** The request's key (a page's request id): asking twice is one refund. */
  idempotency_key: string;
  /** The approval's workflow instance (flow `ledger.refund`), '' for refunds approved as they were asked. */
  instance_id: string;
  provider_refund_id: string;
  created: number;
  updated: number;
}

/** The last reconciliation of a day with a provider, its report as JSON (TReconciliation). */
export interface LedgerReconciliationsTable {
  site_id: string;
  day: string;
  provider: string;
  report_json: string;
  problems: number;
  created: number;
}

/**
 * The offline demo provider's own books, what a real provider keeps on its side: a row per payment
 * (`no` = the order's number) and per refund (`no` = the refund's number).
 */
export interface LedgerDemoTradesTable {
  site_id: string;
  no: string;
  kind: 'pay' | 'refund';
  order_no: string;
  amount: number;
  state: 'unpaid' | 'paid' | 'closed' | 'refunded';
  txn_id: string;
  /** When paid or refunded (0 before): the statement's day. */
  done_at: number;
  created: number;
}

/**
 * A person's openid under the site's WeChat app id (the official account's `snsapi_base` authorization,
 * `wechat-openid.ts`): who a JSAPI payment names as its payer. Kept per site, person and app id, so a
 * new app id asks again and no other site's session ever reaches it.
 */
export interface LedgerWechatOpenidsTable {
  site_id: string;
  user_id: string;
  app_id: string;
  openid: string;
  created: number;
  updated: number;
}

/**
 * An authorization under way: the `state` sent to WeChat (kept as its SHA-256), bound to the person who
 * started it, the app id and the page of this site to return to; used once, within ten minutes.
 */
export interface LedgerWechatOauthStatesTable {
  site_id: string;
  state_hash: string;
  user_id: string;
  app_id: string;
  back: string;
  expires_at: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    ledger_accounts: LedgerAccountsTable;
    ledger_transactions: LedgerTransactionsTable;
    ledger_postings: LedgerPostingsTable;
    ledger_orders: LedgerOrdersTable;
    ledger_order_events: LedgerOrderEventsTable;
    ledger_notifications: LedgerNotificationsTable;
    ledger_refunds: LedgerRefundsTable;
    ledger_reconciliations: LedgerReconciliationsTable;
    ledger_demo_trades: LedgerDemoTradesTable;
    ledger_wechat_openids: LedgerWechatOpenidsTable;
    ledger_wechat_oauth_states: LedgerWechatOauthStatesTable;
  }
}

export const ledgerMigration: TMigration = {
  name: 'ledger_0001_tables',
  async up(db) {
    await db.schema
      .createTable('ledger_accounts')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_accounts_pk', ['site_id', 'id'])
      .execute();

    await db.schema
      .createTable('ledger_transactions')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('memo', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_transactions_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('ledger_transactions_order').on('ledger_transactions').columns(['site_id', 'order_id']).execute();

    await db.schema
      .createTable('ledger_postings')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_postings_pk', ['site_id', 'id'])
      .execute();
    // A wallet's records, newest first; the balance check sums per transaction and per account.
    await db.schema.createIndex('ledger_postings_account').on('ledger_postings').columns(['site_id', 'account_id', 'created']).execute();
    await db.schema.createIndex('ledger_postings_transaction').on('ledger_postings').columns(['site_id', 'transaction_id']).execute();

    await db.schema
      .createTable('ledger_orders')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('app', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('credit_account', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('paid_amount', 'bigint', (c) => c.notNull())
      .addColumn('refunded_amount', 'bigint', (c) => c.notNull())
      .addColumn('provider_txn_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_orders_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('ledger_orders_no').unique().on('ledger_orders').columns(['site_id', 'order_no']).execute();
    await db.schema
      .createIndex('ledger_orders_key')
      .unique()
      .on('ledger_orders')
      .columns(['site_id', 'user_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('ledger_orders_person').on('ledger_orders').columns(['site_id', 'user_id', 'created']).execute();
    await db.schema.createIndex('ledger_orders_item').on('ledger_orders').columns(['site_id', 'app', 'ref', 'state']).execute();
    await db.schema.createIndex('ledger_orders_state').on('ledger_orders').columns(['site_id', 'state', 'expires_at']).execute();

    await db.schema
      .createTable('ledger_order_events')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('from_state', 'text', (c) => c.notNull())
      .addColumn('to_state', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_order_events_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createIndex('ledger_order_events_order')
      .on('ledger_order_events')
      .columns(['site_id', 'order_id', 'created'])
      .execute();

    await db.schema
      .createTable('ledger_notifications')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('notification_id', 'text', (c) => c.notNull())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_notifications_pk', ['site_id', 'provider', 'notification_id'])
      .execute();

    await db.schema
      .createTable('ledger_refunds')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('refund_no', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('provider_refund_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_refunds_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('ledger_refunds_no').unique().on('ledger_refunds').columns(['site_id', 'refund_no']).execute();
    await db.schema
      .createIndex('ledger_refunds_key')
      .unique()
      .on('ledger_refunds')
      .columns(['site_id', 'order_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('ledger_refunds_instance').on('ledger_refunds').columns(['site_id', 'instance_id']).execute();
    await db.schema.createIndex('ledger_refunds_state').on('ledger_refunds').columns(['site_id', 'state', 'created']).execute();

    await db.schema
      .createTable('ledger_reconciliations')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('report_json', 'text', (c) => c.notNull())
      .addColumn('problems', 'integer', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_reconciliations_pk', ['site_id', 'day', 'provider'])
      .execute();

    await db.schema
      .createTable('ledger_demo_trades')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('no', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('txn_id', 'text', (c) => c.notNull())
      .addColumn('done_at', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_demo_trades_pk', ['site_id', 'no'])
      .execute();
    await db.schema.createIndex('ledger_demo_trades_day').on('ledger_demo_trades').columns(['site_id', 'done_at']).execute();
  },
};

/** The payer's openid for WeChat JSAPI, and the authorizations under way that get it. */
export const ledgerWechatOpenidsMigration: TMigration = {
  name: 'ledger_0002_wechat_openids',
  async up(db) {
    await db.schema
      .createTable('ledger_wechat_openids')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('openid', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_wechat_openids_pk', ['site_id', 'user_id', 'app_id'])
      .execute();

    await db.schema
      .createTable('ledger_wechat_oauth_states')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('state_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('back', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_wechat_oauth_states_pk', ['site_id', 'state_hash'])
      .execute();
    await db.schema
      .createIndex('ledger_wechat_oauth_states_expiry')
      .on('ledger_wechat_oauth_states')
      .columns(['site_id', 'expires_at'])
      .execute();
  },
};
