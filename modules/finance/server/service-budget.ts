import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { datasetFreshness, myRows, scopedRows } from '@quad/datasets-engine/server';
import type { TBudget, TExpense } from '../contract-budget';
import { budgetsKind, expensesKind, type TBudgetRow } from './kinds';

/** Rows read at once: a leader's projects and their expense records, a finance office's department. */
const MOST_ROWS = 5000;

/** 可用余额 and 执行率 ((已支出 + 在途) / 预算, whole per cent, rounded down so 99.6 % is not yet "spent"). */
export function budgetOf(row: TBudgetRow): TBudget {
  const committed = row.committed ?? 0;
  const used = row.spent + committed;
  return {
    code: row.code,
    title: row.title,
    leader: row.leader,
    leaderNo: row.leaderNo,
    department: row.department,
    category: row.category,
    year: row.year,
    budget: row.budget,
    spent: row.spent,
    committed,
    available: row.budget - used,
    rate: row.budget > 0 ? Math.floor((used * 100) / row.budget) : 0,
    start: row.start,
    end: row.end,
  };
}

/** Ongoing projects first (by end date), then the ended ones, newest first. */
const byEnd = (a: TBudget, b: TBudget) => b.year - a.year || a.end.localeCompare(b.end) || a.code.localeCompare(b.code);

const freshness = (siteDb: SiteDb) => datasetFreshness(siteDb, budgetsKind);

export async function myBudgetList(siteDb: SiteDb, userId: string) {
  const rows = await myRows(siteDb, budgetsKind, userId, { limit: MOST_ROWS });
  return { list: rows.map(budgetOf).sort(byEnd), ...(await freshness(siteDb)) };
}

/** A project the person leads; any other code (another's, another site's, none) is not found. */
async function myProject(siteDb: SiteDb, userId: string, code: string): Promise<TBudgetRow> {
  const [row] = await myRows(siteDb, budgetsKind, userId, { keys: [code] });
  if (!row) throw notFound('没有找到这个经费项目');
  return row;
}

export async function myBudget(siteDb: SiteDb, userId: string, code: string) {
  return { ...budgetOf(await myProject(siteDb, userId, code)), ...(await freshness(siteDb)) };
}

/** The project's expense records, newest first, narrowed to those whose 摘要 holds the search. */
export async function myExpenses(siteDb: SiteDb, userId: string, input: { code: string; q?: string; page: number; size: number }): Promise<{ list: TExpense[]; total: number }> {
  await myProject(siteDb, userId, input.code);
  const q = input.q?.trim() ?? '';
  const rows = (await myRows(siteDb, expensesKind, userId, { limit: MOST_ROWS }))
    .filter((r) => r.code === input.code && (!q || r.summary.includes(q)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.voucher.localeCompare(a.voucher));
  const page = rows.slice((input.page - 1) * input.size, input.page * input.size);
  return { list: page.map((r) => ({ voucher: r.voucher, date: r.date, summary: r.summary, amount: r.amount, handler: r.handler ?? '' })), total: rows.length };
}

/** The finance office's projects: those of its departments (the engine's scope), searched by name, code or leader. */
export async function departmentBudgets(siteDb: SiteDb, userId: string, input: { q?: string; page: number; size: number }): Promise<{ list: TBudget[]; total: number }> {
  const q = input.q?.trim() ?? '';
  const rows = (await scopedRows(siteDb, budgetsKind, userId, { limit: MOST_ROWS }))
    .filter((r) => !q || [r.title, r.code, r.leader, r.leaderNo].some((v) => v.includes(q)))
    .map(budgetOf)
    .sort((a, b) => b.rate - a.rate || a.code.localeCompare(b.code));
  return { list: rows.slice((input.page - 1) * input.size, input.page * input.size), total: rows.length };
}
