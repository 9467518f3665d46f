import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TOrder, TOrderState, TRefund } from '../contract';
import { loadOrder, orderEvents, toOrder } from './orders';
import { toRefund } from './refunds';

export interface TOrderFilter {
  app?: string;
  ref?: string;
  userId?: string;
  /** One state, or any of several. */
  state?: TOrderState | TOrderState[];
  method?: string;
  /** Created within [from, to) (Unix seconds). */
  from?: number;
  to?: number;
  orderNo?: string;
}

function filtered(siteDb: SiteDb, filter: TOrderFilter) {
  let query = siteDb.selectFrom('ledger_orders');
  if (filter.app) query = query.where('app', '=', filter.app);
  if (filter.ref) query = query.where('ref', '=', filter.ref);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (Array.isArray(filter.state)) query = query.where('state', 'in', filter.state);
  else if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.method) query = query.where('method', '=', filter.method);
  if (filter.from !== undefined) query = query.where('created', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created', '<', filter.to);
  if (filter.orderNo) query = query.where('order_no', '=', filter.orderNo);
  return query;
}

/** How many orders match the filter. */
export async function countOrders(siteDb: SiteDb, filter: TOrderFilter): Promise<number> {
  const count = await filtered(siteDb, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(count?.n ?? 0);
}

/** Orders matching the filter, newest first, with the payer's id (areas name the payer). */
export async function findOrders(
  siteDb: SiteDb,
  filter: TOrderFilter,
  page: { offset: number; size: number },
): Promise<{ total: number; items: (TOrder & { userId: string })[] }> {
  const total = await countOrders(siteDb, filter);
  const rows = await filtered(siteDb, filter)
    .selectAll()
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.size)
    .execute();
  return { total, items: rows.map((r) => ({ ...toOrder(r), userId: r.user_id })) };
}

/** What the filter's orders came to once paid, net of refunds (fen). */
export async function netPaid(siteDb: SiteDb, filter: TOrderFilter): Promise<number> {
  const row = await filtered(siteDb, filter)
    .select(sql<number>`coalesce(sum(paid_amount - refunded_amount), 0)`.as('net'))
    .where('state', 'in', ['paid', 'refunding', 'refunded'])
    .executeTakeFirst();
  return Number(row?.net ?? 0);
}

/** One order with its moves and refunds; with `userId`, only if it is that person's. */
export async function orderDetail(siteDb: SiteDb, id: string, userId?: string) {
  const row = await loadOrder(siteDb, id, userId);
  const refunds = await siteDb.selectFrom('ledger_refunds').selectAll().where('order_id', '=', id).orderBy('created').execute();
  return { order: toOrder(row), userId: row.user_id, events: await orderEvents(siteDb, id), refunds: refunds.map(toRefund) as TRefund[] };
}

/** Fen paid per item (`ref`) of an area, over paid and partly refunded orders: what the item took in, net of refunds. */
export async function takings(siteDb: SiteDb, app: string, refs: string[]): Promise<Map<string, { orders: number; netFen: number }>> {
  if (!refs.length) return new Map();
  const rows = await siteDb
    .selectFrom('ledger_orders')
    .select(['ref', sql<number>`count(*)`.as('n'), sql<number>`sum(paid_amount - refunded_amount)`.as('net')])
    .where('app', '=', app)
    .where('ref', 'in', refs)
    .where('state', 'in', ['paid', 'refunding', 'refunded'])
    .groupBy('ref')
    .execute();
  return new Map(rows.map((r) => [r.ref, { orders: Number(r.n), netFen: Number(r.net) }]));
}

/** Refunds waiting for a decision or in any state, newest first, with their orders. */
export async function findRefunds(
  siteDb: SiteDb,
  filter: { app?: string; state?: TRefund['state'] },
  page: { offset: number; size: number },
) {
  let query = siteDb
    .selectFrom('ledger_refunds')
    .innerJoin('ledger_orders', (j) =>
      j.onRef('ledger_orders.site_id', '=', 'ledger_refunds.site_id').onRef('ledger_orders.id', '=', 'ledger_refunds.order_id'),
    );
  if (filter.app) query = query.where('ledger_orders.app', '=', filter.app);
  if (filter.state) query = query.where('ledger_refunds.state', '=', filter.state);
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll('ledger_refunds')
    .select(['ledger_orders.order_no', 'ledger_orders.title', 'ledger_orders.user_id as payer_id', 'ledger_orders.paid_amount'])
    .orderBy('ledger_refunds.created', 'desc')
    .offset(page.offset)
    .limit(page.size)
    .execute();
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((r) => ({ ...toRefund(r), orderNo: r.order_no, title: r.title, payerId: r.payer_id, paidFen: Number(r.paid_amount) })),
  };
}

/** Fen paid and refunded per Beijing day between two days (Unix seconds at their midnights): the console's chart. */
export async function dailyTotals(
  siteDb: SiteDb,
  app: string,
  from: number,
  to: number,
): Promise<{ day: number; paidFen: number; orders: number }[]> {
  const day = sql<number>`(paid_at + 28800) / 86400`;
  const rows = await siteDb
    .selectFrom('ledger_orders')
    .select([day.as('d'), sql<number>`sum(paid_amount)`.as('paid'), sql<number>`count(*)`.as('n')])
    .where('app', '=', app)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({ day: Number(r.d) * 86400 - 28800, paidFen: Number(r.paid), orders: Number(r.n) }));
}
