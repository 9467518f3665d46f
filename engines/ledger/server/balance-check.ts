import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';

export interface TBalanceCheck {
  postings: number;
  /** Transactions whose postings do not sum to zero (none on a sound ledger). */
  unbalancedTransactions: string[];
  /** Accounts whose kept balance differs from the sum of their postings. */
  accountsOff: { account: string; kept: number; posted: number }[];
  /** The sum of every posting of the site: zero on a sound ledger. */
  total: number;
}

/**
 * Proves the site's books: every transaction sums to zero, every account's balance is the sum of its
 * postings, and so the whole ledger sums to zero. Three grouped scans, read in one transaction so
 * postings written meanwhile are not half-counted.
 */
export async function checkBalances(siteDb: SiteDb): Promise<TBalanceCheck> {
  return siteDb.transaction(async (tx) => {
    const unbalanced = await tx
      .selectFrom('ledger_postings')
      .select('transaction_id')
      .groupBy('transaction_id')
      .having(sql`sum(amount)`, '!=', 0)
      .limit(100)
      .execute();
    const posted = await tx
      .selectFrom('ledger_postings')
      .select(['account_id', sql<number>`sum(amount)`.as('total'), sql<number>`count(*)`.as('n')])
      .groupBy('account_id')
      .execute();
    const kept = await tx.selectFrom('ledger_accounts').select(['id', 'balance']).execute();
    const postedBy = new Map(posted.map((p) => [p.account_id, Number(p.total)]));
    const accountsOff = kept
      .map((a) => ({ account: a.id, kept: Number(a.balance), posted: postedBy.get(a.id) ?? 0 }))
      .filter((a) => a.kept !== a.posted);
    const keptIds = new Set(kept.map((a) => a.id));
    for (const [account, total] of postedBy) if (!keptIds.has(account)) accountsOff.push({ account, kept: 0, posted: total });
    return {
      postings: posted.reduce((n, p) => n + Number(p.n), 0),
      unbalancedTransactions: unbalanced.map((u) => u.transaction_id),
      accountsOff,
      total: [...postedBy.values()].reduce((a, b) => a + b, 0),
    };
  });
}
