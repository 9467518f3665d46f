import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TMemberYear } from '../contract';
import type { TBranchStats } from '../contract-manage';
import { monthIndex, type TDuesRules } from '../shared/rules';
import { monthlyOf, type TMemberRow } from './store';

type TMember = TMemberRow & { realname: string; username: string };
export type TYearRow = TMemberYear & { branchId: string; dueMonths: number; paidDueMonths: number; paidDueFen: number; monthFen: number[] };

/** The members of some branches (all when `branchIds` is undefined) with names, by branch then number. */
export async function membersOf(siteDb: SiteDb, branchIds?: string[]): Promise<TMember[]> {
  if (branchIds?.length === 0) return [];
  let query = siteDb
    .selectFrom('partydues_members')
    .innerJoin('users', (j) =>
      j.onRef('users.site_id', '=', 'partydues_members.site_id').onRef('users.id', '=', 'partydues_members.user_id'),
    )
    .selectAll('partydues_members')
    .select(['users.realname', 'users.username']);
  if (branchIds) query = query.where('partydues_members.branch_id', 'in', branchIds);
  return query.orderBy('partydues_members.branch_id').orderBy('users.username').execute();
}

/**
 * Each member's year: a month is `paid`, `owed` when it is due (from the start month up to this month,
 * while on the roll) and unpaid, else `none`. Months paid ahead show as paid but are not yet due, so
 * the rate counts only due months; 应缴 is the due months at the member's present monthly amount.
 */
export async function memberYears(siteDb: SiteDb, rules: TDuesRules, members: TMember[], year: number, now: string): Promise<TYearRow[]> {
  const ids = members.map((m) => m.user_id);
  const paid = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await siteDb
      .selectFrom('partydues_paid')
      .select(['user_id', 'month', 'amount'])
      .where('user_id', 'in', ids.slice(i, i + 500))
      .where('month', '>=', `${year}-01`)
      .where('month', '<=', `${year}-12`)
      .execute();
    for (const r of rows) paid.set(`${r.user_id}|${r.month}`, Number(r.amount));
  }
  return members.map((m) => {
    const monthly = monthlyOf(rules, m);
    const row: TYearRow = {
      userId: m.user_id,
      branchId: m.branch_id,
      name: m.realname,
      number: m.username,
      category: m.category,
      monthlyFen: monthly,
      months: [],
      paidCount: 0,
      owedFen: 0,
      dueMonths: 0,
      paidDueMonths: 0,
      paidDueFen: 0,
      monthFen: [],
    };
    for (let i = 1; i <= 12; i++) {
      const month = `${year}-${String(i).padStart(2, '0')}`;
      const fen = paid.get(`${m.user_id}|${month}`);
      const due = m.active === 1 && monthIndex(month) >= monthIndex(m.start_month) && monthIndex(month) <= monthIndex(now);
      row.monthFen.push(fen ?? 0);
      if (due) row.dueMonths++;
      if (fen !== undefined) {
        row.months.push('paid');
        row.paidCount++;
        if (due) {
          row.paidDueMonths++;
          row.paidDueFen += fen;
        }
      } else if (due) {
        row.months.push('owed');
        row.owedFen += monthly;
      } else row.months.push('none');
    }
    return row;
  });
}

/** 应缴, 已缴 and 缴纳率 (share of due months paid, 0–1) of some members' years. */
export function totalsOf(rows: TYearRow[]): { members: number; dueFen: number; paidFen: number; rate: number } {
  const due = rows.reduce((s, r) => s + r.dueMonths, 0);
  const paidDue = rows.reduce((s, r) => s + r.paidDueMonths, 0);
  return {
    members: rows.length,
    dueFen: rows.reduce((s, r) => s + r.dueMonths * r.monthlyFen, 0),
    paidFen: rows.reduce((s, r) => s + r.paidDueFen, 0),
    rate: due === 0 ? 0 : Math.round((paidDue / due) * 10_000) / 10_000,
  };
}

/** Every branch's year, for the office. */
export async function branchStats(siteDb: SiteDb, rules: TDuesRules, year: number, now: string): Promise<TBranchStats[]> {
  const branches = await siteDb.selectFrom('partydues_branches').select(['id', 'name']).orderBy('name').execute();
  const rows = await memberYears(siteDb, rules, await membersOf(siteDb), year, now);
  return branches.map((b) => {
    const mine = rows.filter((r) => r.branchId === b.id);
    return {
      id: b.id,
      name: b.name,
      ...totalsOf(mine),
      monthPaidFen: Array.from({ length: 12 }, (_, i) => mine.reduce((s, r) => s + r.monthFen[i]!, 0)),
    };
  });
}
