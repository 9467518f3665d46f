import { randomBytes } from 'node:crypto';
import { preparedQuery } from '@quad/platform/server/db/prepared';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound, refuse } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TOrder, TOrderEvent, TOrderState } from '../contract';
import { incomeAccount, walletAccount } from './accounts';
import type { LedgerOrdersTable } from './schema';

export type TOrderRow = LedgerOrdersTable;

/** An unpaid order closes by itself after this long (the provider's order is closed with it). */
export const ORDER_LIFETIME_S = 30 * 60;

export interface TNewOrder {
  /** The area and its record the money is for (`payment`, a fee item's id). */
  app: string;
  ref: string;
  userId: string;
  title: string;
  amountFen: number;
  /** The page's request id: asking again with it answers the same order. */
  idempotencyKey: string;
  /** A top-up of the payer's own wallet rather than a payment to the item's income. */
  topUp?: boolean;
}

/** `Q` + the Beijing date + 16 random hex digits: unique, ≤ 32 characters, and a finance clerk can read the day from it. */
function newOrderNo(now: number): string {
  const day = new Date((now + 8 * 3600) * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `Q${day}${randomBytes(8).toString('hex')}`;
}

export const toOrder = (row: TOrderRow): TOrder => ({
  id: row.id,
  orderNo: row.order_no,
  app: row.app,
  ref: row.ref,
  title: row.title,
  amountFen: Number(row.amount),
  state: row.state,
  method: row.method as TOrder['method'],
  paidFen: Number(row.paid_amount),
  refundedFen: Number(row.refunded_amount),
  providerTxnId: row.provider_txn_id,
  created: Number(row.created),
  paidAt: Number(row.paid_at),
  expiresAt: Number(row.expires_at),
});

/**
 * Opens an order for a person, or answers the one their key already opened (a double tap, a retried
 * request): one key is one order, and a key reused for something else is refused rather than paid twice.
 */
export async function createOrder(siteDb: SiteDb, input: TNewOrder): Promise<TOrder> {
  const earlier = await orderByKey(siteDb, input.userId, input.idempotencyKey);
  if (earlier) return sameOrder(earlier, input);
  const now = nowSeconds();
  const row: Omit<TOrderRow, 'site_id'> = {
    id: newId(),
    order_no: newOrderNo(now),
    app: input.app,
    ref: input.ref,
    user_id: input.userId,
    title: input.title,
    amount: input.amountFen,
    credit_account: input.topUp ? walletAccount(input.userId) : incomeAccount(input.app, input.ref),
    state: 'created',
    method: '',
    idempotency_key: input.idempotencyKey,
    paid_amount: 0,
    refunded_amount: 0,
    provider_txn_id: '',
    expires_at: now + ORDER_LIFETIME_S,
    paid_at: 0,
    created: now,
    updated: now,
  };
  const inserted = await siteDb.transaction(async (tx) => {
    const result = await tx
      .insertInto('ledger_orders', row)
      .onConflict((oc) => oc.columns(['site_id', 'user_id', 'idempotency_key']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows) === 0) return false;
    await logMove(tx, row.id, '', 'created', '下单', input.userId, now);
    return true;
  });
  if (inserted) return toOrder({ ...row, site_id: siteDb.siteId });
  const first = await orderByKey(siteDb, input.userId, input.idempotencyKey);
  if (!first) throw new Error('ledger: an order lost its key');
  return sameOrder(first, input);
}

function sameOrder(row: TOrderRow, input: TNewOrder): TOrder {
  if (row.app !== input.app || row.ref !== input.ref || Number(row.amount) !== input.amountFen) {
    throw refuse('ledger.key-reused', '该请求号已用于另一笔订单，请刷新页面后重试');
  }
  return toOrder(row);
}

const orderByKey = (siteDb: SiteDb, userId: string, key: string) =>
  siteDb.selectFrom('ledger_orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();

export const ORDER_NOT_FOUND = '订单不存在';

/** An order of this site; with `userId`, only that person's (anyone else's reads as not found). */
export async function loadOrder(siteDb: SiteDb, id: string, userId?: string): Promise<TOrderRow> {
  let query = siteDb.selectFrom('ledger_orders').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

// The booking path (a provider's notifications, thousands a second) runs on prepared queries.
const orderWithNo = preparedQuery((siteDb, v: { orderNo: string }) => siteDb.selectFrom('ledger_orders').selectAll().where('order_no', '=', v.orderNo));

export const orderByNo = (siteDb: SiteDb, orderNo: string) => orderWithNo.first(siteDb, { orderNo });

const addEvent = preparedQuery(
  (siteDb, v: { id: string; orderId: string; from: string; to: string; note: string; actor: string; created: number }) =>
    siteDb.insertInto('ledger_order_events', {
      id: v.id,
      order_id: v.orderId,
      from_state: v.from,
      to_state: v.to,
      note: v.note,
      actor: v.actor,
      created: v.created,
    }),
);

export async function logMove(
  siteDb: SiteDb,
  orderId: string,
  from: string,
  to: string,
  note: string,
  actor: string,
  now = nowSeconds(),
): Promise<void> {
  await addEvent.run(siteDb, { id: newId(), orderId, from, to, note, actor, created: now });
}

type TOrderChange = Partial<Omit<TOrderRow, 'site_id' | 'id' | 'state'>>;

/** A move's conditional update, prepared once per shape: the columns it changes and the states it moves from. */
const moveQueries = new Map<string, ReturnType<typeof moveQuery>>();

function moveQuery(columns: string[], from: readonly TOrderState[]) {
  return preparedQuery((siteDb, v: Record<string, string | number> & { orderId: string }) =>
    siteDb
      .updateTable('ledger_orders')
      .set(Object.fromEntries(['state', 'updated', ...columns].map((c) => [c, v[c]])))
      .where('id', '=', v.orderId)
      .where('state', 'in', from),
  );
}

function moveQueryFor(change: Record<string, string | number>, from: readonly TOrderState[]) {
  const columns = Object.keys(change).sort();
  const shape = `${columns.join(',')}|${from.join(',')}`;
  let query = moveQueries.get(shape);
  if (!query) {
    query = moveQuery(columns, from);
    moveQueries.set(shape, query);
  }
  return query;
}

/**
 * Moves an order from one of `from` to `to` with a conditional update, logging the move: false when
 * the order was no longer in one of `from` (another request moved it first), and nothing is logged.
 */
export async function moveOrder(
  tx: SiteDb,
  order: Pick<TOrderRow, 'id' | 'state'>,
  from: readonly TOrderState[],
  to: TOrderState,
  change: TOrderChange,
  note: string,
  actor: string,
): Promise<boolean> {
  const now = nowSeconds();
  // Kysely left unset columns out; a prepared query binds every one it names.
  const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
  if ((await moveQueryFor(set, from).run(tx, { ...set, state: to, updated: now, orderId: order.id })) === 0) return false;
  const before = from.includes(order.state) ? order.state : from.join('|');
  await logMove(tx, order.id, before, to, note, actor, now);
  return true;
}

export async function orderEvents(siteDb: SiteDb, orderId: string): Promise<TOrderEvent[]> {
  const rows = await siteDb
    .selectFrom('ledger_order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ from: r.from_state, to: r.to_state, note: r.note, actor: r.actor, at: Number(r.created) }));
}
