import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  findOrders,
  onOrderPaid,
  payFor,
  payMethodsOf,
  refundWhole,
  siteContext,
  walletBalance,
  type TPayer,
  type TPayRequest,
  type TProviderContext,
} from '@quad/ledger-engine/server';
import type { TPaymentStart } from '@quad/ledger-engine/contract';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import type { TOneOffJobs } from '@quad/platform/server/jobs/site-jobs';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TMyDues, TPaidMonth } from '../contract';
import { addMonths, MAX_PREPAY_MONTHS, monthIndex, monthsBetween } from '../shared/rules';
import { memberRow, monthlyOf, paidSet, rulesOf, thisMonth, type TMemberRow } from './store';

export const NOT_A_MEMBER = '您不在党员名册中，如有疑问请联系所在党支部';
export const REFUND_JOB = 'partydues.refund';
const REFUND_REASON = '所选月份已由其他订单缴纳，自动退款';

/** What a member may pay now, in order: the owed months (start month to this one, unpaid), then up to a year ahead. */
function payableMonths(row: TMemberRow, paid: Set<string>, now: string): { owed: string[]; ahead: string[] } {
  if (row.active !== 1) return { owed: [], ahead: [] };
  const owed = monthsBetween(row.start_month, now).filter((m) => !paid.has(m));
  const firstAhead = monthIndex(row.start_month) > monthIndex(now) ? row.start_month : addMonths(now, 1);
  const ahead = monthsBetween(firstAhead, addMonths(now, MAX_PREPAY_MONTHS)).filter((m) => !paid.has(m));
  return { owed, ahead };
}

export async function myDuesHome(context: TProviderContext, userId: string): Promise<TMyDues> {
  const { siteDb, site, platform } = context;
  const now = thisMonth(site);
  const base = { thisMonth: now, methods: payMethodsOf(site, platform), walletFen: await walletBalance(siteDb, userId) };
  const row = await memberRow(siteDb, userId);
  if (!row) return { ...base, member: null, owed: [], ahead: [] };
  const [{ rules }, paid, branch] = await Promise.all([
    rulesOf(siteDb),
    paidSet(siteDb, userId),
    siteDb.selectFrom('partydues_branches').select('name').where('id', '=', row.branch_id).executeTakeFirst(),
  ]);
  return {
    ...base,
    member: {
      branchName: branch?.name ?? '',
      category: row.category,
      monthlyFen: monthlyOf(rules, row),
      handSet: Number(row.override) > 0,
      startMonth: row.start_month,
      active: row.active === 1,
    },
    ...payableMonths(row, paid, now),
  };
}

export interface TPayInput extends TPayRequest {
  months: string[];
}

/**
 * Checks the chosen months (unpaid, the oldest unpaid first, none skipped, at most a year ahead), prices
 * them by the rules on the server and opens one order for them. The key is the person's months and
 * amount, so a double press is the same order; an order of those months that closed unpaid counts in
 * the key, so the member can try again.
 */
export async function payDues(
  context: TProviderContext,
  who: TPayer,
  input: TPayInput,
): Promise<{ orderId: string; amountFen: number; start: TPaymentStart }> {
  const { siteDb } = context;
  const row = await memberRow(siteDb, who.userId);
  if (!row || row.active !== 1) throw fail(NOT_A_MEMBER);
  const paid = await paidSet(siteDb, who.userId);
  const months = [...new Set(input.months)].sort();
  const already = months.find((m) => paid.has(m));
  if (already) throw fail(`${already}的党费已缴纳，请勿重复缴纳`);
  const { owed, ahead } = payableMonths(row, paid, thisMonth(context.site));
  const payable = [...owed, ...ahead];
  if (months.some((m) => !payable.includes(m))) throw fail('只能缴纳起缴月份以来未缴的月份，最多预缴12个月');
  if (months.some((m, i) => m !== payable[i])) throw fail('请从最早未缴的月份起连续选择，不能跳过月份');

  const { rules } = await rulesOf(siteDb);
  const amountFen = monthlyOf(rules, row) * months.length;
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const ref = `${first}~${last}`;
  const closed = await findOrders(siteDb, { app: 'partydues', ref, userId: who.userId, state: 'closed' }, { offset: 0, size: 1 });
  const title = first === last ? `党费：${first}` : `党费：${first}至${last}`;
  const { orderId, start } = await payFor(
    context,
    who,
    { app: 'partydues', ref, title, amountFen, idempotencyKey: `pd-${ref}-${amountFen}-${closed.total}` },
    input,
    'payment/result',
  );
  return { orderId, amountFen, start };
}

/** The months an order's ref names (`2026-01~2026-03`). */
export const monthsOfRef = (ref: string): string[] => {
  const [first = '', last = first] = ref.split('~');
  return monthsBetween(first, last);
};

/**
 * Marks an order's months paid, in the booking's transaction. When any of them was paid meanwhile by
 * another order (two orders open at once), none is kept from this one and a job returns its money:
 * refunds call the provider, which never happens inside the booking.
 */
async function markPaid(
  siteDb: SiteDb,
  refunds: TOneOffJobs<{ orderId: string }>,
  order: { id: string; ref: string; amountFen: number },
  userId: string,
) {
  const months = monthsOfRef(order.ref);
  const each = Math.floor(order.amountFen / months.length);
  const now = nowSeconds();
  let marked = 0;
  for (const [i, month] of months.entries()) {
    const amount = i === months.length - 1 ? order.amountFen - each * (months.length - 1) : each;
    const result = await siteDb
      .insertInto('partydues_paid', { user_id: userId, month, amount, order_id: order.id, paid_at: now })
      .onConflict((oc) => oc.columns(['site_id', 'user_id', 'month']).doNothing())
      .executeTakeFirst();
    marked += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (marked === months.length) return;
  await siteDb.deleteFrom('partydues_paid').where('order_id', '=', order.id).execute();
  await refunds.schedule(siteDb, order.id, now, { orderId: order.id });
}

/** The paid handler and the refund job (called from `register`). */
export function addDuesHandling(app: FastifyInstance, platform: TPlatform): void {
  const refunds: TOneOffJobs<{ orderId: string }> = app.jobs.define({
    kind: REFUND_JOB,
    payload: z.object({ orderId: z.string() }),
    maxAttempts: 8,
    retryBaseS: 60,
    run: (siteDb, { orderId }, at) => refundWhole(siteContext(platform, at.site, siteDb), orderId, REFUND_REASON),
  });
  onOrderPaid('partydues', ({ siteDb, order, userId }) => markPaid(siteDb, refunds, order, userId));
}

export async function myPaid(siteDb: SiteDb, userId: string): Promise<TPaidMonth[]> {
  const rows = await siteDb.selectFrom('partydues_paid').selectAll().where('user_id', '=', userId).orderBy('month', 'desc').execute();
  return rows.map((r) => ({ month: r.month, amountFen: Number(r.amount), orderId: r.order_id, paidAt: Number(r.paid_at) }));
}
