import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TReconciliation } from '../contract';
import { beijingDayRange } from './providers/beijing-day';
import type { TPaymentProvider, TStatementLine } from './providers/provider';

const keyOf = (kind: string, orderNo: string, refundNo: string) => `${kind}|${orderNo}|${refundNo}`;

/** Our side of a day with a provider: payments booked that day and refunds settled that day, as statement lines. */
async function ourLines(siteDb: SiteDb, method: string, day: string): Promise<TStatementLine[]> {
  const { from, to } = beijingDayRange(day);
  const paid = await siteDb
    .selectFrom('ledger_orders')
    .select(['order_no', 'provider_txn_id', 'paid_amount'])
    .where('method', '=', method)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .execute();
  const refunds = await siteDb
    .selectFrom('ledger_refunds')
    .innerJoin('ledger_orders', (j) =>
      j.onRef('ledger_orders.site_id', '=', 'ledger_refunds.site_id').onRef('ledger_orders.id', '=', 'ledger_refunds.order_id'),
    )
    .select(['ledger_orders.order_no', 'ledger_refunds.refund_no', 'ledger_refunds.provider_refund_id', 'ledger_refunds.amount'])
    .where('ledger_orders.method', '=', method)
    .where('ledger_refunds.state', '=', 'succeeded')
    .where('ledger_refunds.updated', '>=', from)
    .where('ledger_refunds.updated', '<', to)
    .execute();
  return [
    ...paid.map((o) => ({
      orderNo: o.order_no,
      providerTxnId: o.provider_txn_id,
      kind: 'pay' as const,
      refundNo: '',
      amountFen: Number(o.paid_amount),
    })),
    ...refunds.map((r) => ({
      orderNo: r.order_no,
      providerTxnId: r.provider_refund_id,
      kind: 'refund' as const,
      refundNo: r.refund_no,
      amountFen: Number(r.amount),
    })),
  ];
}

/**
 * Compares a day of our books with the provider's statement: `missing` is on the statement and not in
 * our books (money received and not recorded: a lost notification), `extra` is in our books and not
 * on the statement, `different` is on both with other amounts. The report is kept for the console
 * (one per day and provider; running it again replaces it).
 */
export async function reconcileDay(siteDb: SiteDb, provider: TPaymentProvider, day: string): Promise<TReconciliation> {
  const theirs = await provider.statement(day);
  const ours = await ourLines(siteDb, provider.kind, day);
  const ourByKey = new Map(ours.map((l) => [keyOf(l.kind, l.orderNo, l.refundNo), l]));
  const report: TReconciliation = {
    day,
    provider: provider.kind,
    checkedAt: nowSeconds(),
    matched: 0,
    missing: [],
    extra: [],
    different: [],
  };
  for (const line of theirs) {
    const key = keyOf(line.kind, line.orderNo, line.refundNo);
    const mine = ourByKey.get(key);
    ourByKey.delete(key);
    if (!mine) report.missing.push({ orderNo: line.orderNo, kind: line.kind, amountFen: line.amountFen, note: '渠道有记录，本系统无记录' });
    else if (mine.amountFen !== line.amountFen)
      report.different.push({ orderNo: line.orderNo, kind: line.kind, oursFen: mine.amountFen, theirsFen: line.amountFen });
    else report.matched++;
  }
  for (const line of ourByKey.values())
    report.extra.push({ orderNo: line.orderNo, kind: line.kind, amountFen: line.amountFen, note: '本系统有记录，渠道无记录' });
  const problems = report.missing.length + report.extra.length + report.different.length;
  const row = { report_json: JSON.stringify(report), problems, created: report.checkedAt };
  await siteDb
    .insertInto('ledger_reconciliations', { day, provider: provider.kind, ...row })
    .onConflict((oc) => oc.columns(['site_id', 'day', 'provider']).doUpdateSet(row))
    .execute();
  return report;
}

export async function reconciliations(siteDb: SiteDb, limit = 60): Promise<TReconciliation[]> {
  const rows = await siteDb.selectFrom('ledger_reconciliations').select('report_json').orderBy('day', 'desc').limit(limit).execute();
  return rows.map((r) => JSON.parse(r.report_json) as TReconciliation);
}
