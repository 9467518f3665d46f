import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import type { TWalletRecord } from '../contract';
import { accountBalance, walletAccount } from './accounts';

export const walletBalance = (siteDb: SiteDb, userId: string) => accountBalance(siteDb, walletAccount(userId));

type TRecordKind = TWalletRecord['kind'];
const TRANSACTION_KIND: Record<TRecordKind, 'topup' | 'pay' | 'refund'> = { topup: 'topup', spend: 'pay', refund: 'refund' };

function records(siteDb: SiteDb, userId: string) {
  return siteDb
    .selectFrom('ledger_postings')
    .innerJoin('ledger_transactions', (j) =>
      j
        .onRef('ledger_transactions.site_id', '=', 'ledger_postings.site_id')
        .onRef('ledger_transactions.id', '=', 'ledger_postings.transaction_id'),
    )
    .where('ledger_postings.account_id', '=', walletAccount(userId));
}

const toRecord = (r: {
  id: string;
  amount: number;
  balance_after: number;
  created: number;
  kind: string;
  memo: string;
  order_id: string;
}): TWalletRecord => ({
  id: r.id,
  amountFen: Number(r.amount),
  balanceFen: Number(r.balance_after),
  title: r.memo,
  kind: r.kind === 'topup' ? 'topup' : r.kind === 'refund' ? 'refund' : 'spend',
  orderId: r.order_id,
  at: Number(r.created),
});

const COLUMNS = [
  'ledger_postings.id',
  'ledger_postings.amount',
  'ledger_postings.balance_after',
  'ledger_postings.created',
  'ledger_transactions.kind',
  'ledger_transactions.memo',
  'ledger_transactions.order_id',
] as const;

/** The wallet's records, newest first, each with the balance after it: top-ups, spends and refunds back into it. */
export async function walletRecords(
  siteDb: SiteDb,
  userId: string,
  page: { offset: number; size: number; kind?: TRecordKind },
): Promise<{ total: number; items: TWalletRecord[] }> {
  let query = records(siteDb, userId);
  if (page.kind) query = query.where('ledger_transactions.kind', '=', TRANSACTION_KIND[page.kind]);
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await query
    .select(COLUMNS)
    .orderBy('ledger_postings.created', 'desc')
    .orderBy('ledger_postings.id', 'desc')
    .offset(page.offset)
    .limit(page.size)
    .execute();
  return { total: Number(count?.n ?? 0), items: rows.map(toRecord) };
}

/** One record of the person's wallet (another person's reads as not found). */
export async function walletRecord(siteDb: SiteDb, userId: string, id: string): Promise<TWalletRecord> {
  const row = await records(siteDb, userId).select(COLUMNS).where('ledger_postings.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('明细不存在');
  return toRecord(row);
}
