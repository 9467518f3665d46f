import type { FastifyRequest } from 'fastify';
import {
  approveRefund,
  checkBalances,
  decideRefund as ledgerDecide,
  dailyTotals,
  findOrders,
  findRefunds,
  orderDetail,
  providerKindOf,
  providerOf,
  reconcileDay,
  requestRefund,
  type TOrderFilter,
  type TProviderContext,
} from '@quad/ledger-engine/server';
import type { TRefund } from '@quad/ledger-engine/contract';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TManagedOrder } from '../contract-manage';
import { refundableOf } from './my-orders';

export interface TOrderQuery {
  item?: string;
  state?: TOrderFilter['state'];
  method?: string;
  from?: number;
  to?: number;
  keyword?: string;
}

/** The filter as the ledger reads it: a keyword is an order number, or a payer's 学工号. */
async function filterOf(siteDb: SiteDb, query: TOrderQuery): Promise<TOrderFilter | undefined> {
  const filter: TOrderFilter = {
    app: 'payment',
    ref: query.item,
    state: query.state,
    method: query.method,
    from: query.from,
    to: query.to,
  };
  const keyword = query.keyword?.trim();
  if (!keyword) return filter;
  if (/^Q\d{8}[0-9a-f]{16}$/.test(keyword)) return { ...filter, orderNo: keyword };
  const user = await siteDb
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('username', '=', keyword), eb('number', '=', keyword)]))
    .executeTakeFirst();
  return user ? { ...filter, userId: user.id } : undefined;
}

async function withPayers<T extends { userId: string }>(
  siteDb: SiteDb,
  rows: T[],
): Promise<(T & { payerName: string; payerNumber: string })[]> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const users = ids.length ? await siteDb.selectFrom('users').select(['id', 'realname', 'number']).where('id', 'in', ids).execute() : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.map((r) => ({ ...r, payerName: byId.get(r.userId)?.realname ?? '', payerNumber: byId.get(r.userId)?.number ?? '' }));
}

export async function managedOrders(
  siteDb: SiteDb,
  query: TOrderQuery & { page: number; size: number },
): Promise<{ total: number; list: TManagedOrder[] }> {
  const filter = await filterOf(siteDb, query);
  if (!filter) return { total: 0, list: [] };
  const { total, items } = await findOrders(siteDb, filter, { offset: (query.page - 1) * query.size, size: query.size });
  return { total, list: await withPayers(siteDb, items) };
}

/** Every order the filter finds, a page at a time (the Excel export). */
export async function* ordersForExport(siteDb: SiteDb, query: TOrderQuery): AsyncGenerator<TManagedOrder[]> {
  const filter = await filterOf(siteDb, query);
  if (!filter) return;
  for (let offset = 0; ; offset += 500) {
    const { items } = await findOrders(siteDb, filter, { offset, size: 500 });
    if (items.length) yield await withPayers(siteDb, items);
    if (items.length < 500) return;
  }
}

export async function managedOrder(siteDb: SiteDb, id: string) {
  const detail = await orderDetail(siteDb, id);
  if (detail.order.app !== 'payment') throw fail('订单不存在');
  const [order] = await withPayers(siteDb, [{ ...detail.order, userId: detail.userId }]);
  return { order: order!, events: detail.events, refunds: detail.refunds, refundableFen: refundableOf(detail) };
}

export async function managedRefunds(siteDb: SiteDb, query: { state?: TRefund['state']; page: number; size: number }) {
  const { total, items } = await findRefunds(
    siteDb,
    { app: 'payment', state: query.state },
    { offset: (query.page - 1) * query.size, size: query.size },
  );
  const named = await withPayers(
    siteDb,
    items.map((r) => ({ ...r, userId: r.payerId })),
  );
  return { total, list: named.map(({ userId: _u, payerNumber: _n, payerId: _p, ...r }) => r) };
}

/** Approves or rejects a refund; either way the decision is audited with the order it was for. */
export async function decideRefund(
  context: TProviderContext,
  who: { userId: string; request: FastifyRequest },
  id: string,
  approve: boolean,
): Promise<TRefund> {
  const refund = await ledgerDecide(context, id, who.userId, approve);
  await recordAudit(context.siteDb, who.request, {
    actorId: who.userId,
    action: approve ? 'payment.refund.approve' : 'payment.refund.reject',
    targetType: 'ledger_refund',
    targetId: id,
    after: { state: refund.state, amountFen: refund.amountFen, orderId: refund.orderId },
  });
  return refund;
}

/** A refund the office starts itself: asked and approved in one go, and audited. */
export async function officeRefund(
  context: TProviderContext,
  who: { userId: string; request: FastifyRequest },
  input: { id: string; amountFen: number; reason: string; requestId: string },
) {
  await managedOrder(context.siteDb, input.id);
  const asked = await requestRefund(context.siteDb, {
    orderId: input.id,
    amountFen: input.amountFen,
    reason: input.reason,
    by: who.userId,
    key: input.requestId,
  });
  if (asked.state !== 'requested') return asked;
  const refund = await approveRefund(context, asked.id, who.userId);
  await recordAudit(context.siteDb, who.request, {
    actorId: who.userId,
    action: 'payment.refund.office',
    targetType: 'ledger_refund',
    targetId: refund.id,
    after: { state: refund.state, amountFen: refund.amountFen, orderId: refund.orderId, reason: input.reason },
  });
  return refund;
}

export async function reconcileNow(context: TProviderContext, who: { userId: string; request: FastifyRequest }, day: string) {
  const kind = providerKindOf(context.site, context.platform);
  if (!kind) throw fail('本站未开通在线支付，无需对账');
  const report = await reconcileDay(context.siteDb, providerOf(kind, context), day);
  await recordAudit(context.siteDb, who.request, {
    actorId: who.userId,
    action: 'payment.reconcile',
    targetType: 'ledger_day',
    targetId: day,
    after: { matched: report.matched, missing: report.missing.length, extra: report.extra.length, different: report.different.length },
  });
  return report;
}

export async function ledgerHealth(siteDb: SiteDb) {
  const check = await checkBalances(siteDb);
  return {
    postings: check.postings,
    balanced: check.total === 0 && !check.unbalancedTransactions.length && !check.accountsOff.length,
    unbalancedTransactions: check.unbalancedTransactions.length,
    accountsOff: check.accountsOff.length,
  };
}

/** The last `days` Beijing days' takings, today included. */
export function dailyTakings(siteDb: SiteDb, days: number) {
  const todayStart = Math.floor((nowSeconds() + 8 * 3600) / 86_400) * 86_400 - 8 * 3600;
  return dailyTotals(siteDb, 'payment', todayStart - (days - 1) * 86_400, todayStart + 86_400);
}
