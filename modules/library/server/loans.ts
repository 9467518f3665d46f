import type { SiteDb } from '@quad/platform/server/db/site-db';
import { myRows } from '@quad/datasets-engine/server';
import { DUE_SOON_DAYS, type TLoan } from '../contract';
import { daysBetween } from './dates';
import { loansKind, type TLoanRow } from './kinds';

/** Most loans a reader has (libraries allow a few dozen): a read answers at most these. */
const MOST_LOANS = 500;

/** The renewals made here and done, of these readers (by user id). */
export function doneRenewals(siteDb: SiteDb, userIds: readonly string[]) {
  return siteDb
    .selectFrom('library_renewals')
    .select(['user_id', 'barcode', 'from_due', 'new_due', 'renew_count'])
    .where('user_id', 'in', userIds)
    .where('state', '=', 'done')
    .execute();
}

/** A renewal made here: from the due date a load showed to the new one. */
type TRenewal = Pick<Awaited<ReturnType<typeof doneRenewals>>[number], 'barcode' | 'from_due' | 'new_due' | 'renew_count'>;

/**
 * Loans as the library's last load has them, with a reader's renewals made here since applied: a
 * renewal from the due date the load still shows moves it on (and counts), a chain of them in turn,
 * until a newer load carries the new due date and nothing applies any more.
 */
export function withRenewals(rows: readonly TLoanRow[], renewals: readonly TRenewal[]): TLoanRow[] {
  const byBarcode = new Map<string, Map<string, TRenewal>>();
  for (const r of renewals) {
    const chain = byBarcode.get(r.barcode) ?? new Map();
    chain.set(r.from_due, r);
    byBarcode.set(r.barcode, chain);
  }
  return rows.map((row) => {
    const chain = byBarcode.get(row.barcode);
    let { dueDate, renewCount } = row;
    // Each step moves the date forward, so a chain ends; the bound only guards against bad rows.
    for (let step = 0, next = chain?.get(dueDate); next && step < 20; step++, next = chain?.get(dueDate)) {
      dueDate = next.new_due;
      renewCount = Math.max(renewCount + 1, Number(next.renew_count));
    }
    return { ...row, dueDate, renewCount };
  });
}

/** The reader's loans, their renewals made here applied (`withRenewals`). */
export async function effectiveLoans(siteDb: SiteDb, userId: string): Promise<TLoanRow[]> {
  const [rows, renewals] = await Promise.all([myRows(siteDb, loansKind, userId, { limit: MOST_LOANS }), doneRenewals(siteDb, [userId])]);
  return withRenewals(rows, renewals);
}

/** Why this loan cannot be renewed online ('' when it can), by the portal's own rules before the library's. */
export function renewRefusalMessage(loan: Pick<TLoanRow, 'renewable' | 'renewCount'>, daysLeft: number, maxRenewals: number): string {
  if (loan.renewable === '否') return '这本书不能续借';
  if (daysLeft < 0) return '已超期的图书不能在线续借，请尽快归还';
  if (loan.renewCount >= maxRenewals) return `已续借${loan.renewCount}次，不能再续借`;
  return '';
}

/** A loan as the page shows it, judged against the site's today. */
export function presentLoan(row: TLoanRow, today: string, renewal: { enabled: boolean; maxRenewals: number }): TLoan {
  const daysLeft = daysBetween(today, row.dueDate);
  const reason = renewal.enabled ? renewRefusalMessage(row, daysLeft, renewal.maxRenewals) : '';
  return {
    barcode: row.barcode,
    title: row.title,
    author: row.author ?? '',
    callNumber: row.callNumber ?? '',
    location: row.location ?? '',
    borrowDate: row.borrowDate,
    dueDate: row.dueDate,
    renewCount: row.renewCount,
    daysLeft,
    state: daysLeft < 0 ? 'overdue' : daysLeft <= DUE_SOON_DAYS ? 'soon' : 'ok',
    canRenew: renewal.enabled && reason === '',
    reason,
  };
}
