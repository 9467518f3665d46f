import type { FastifyRequest } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { recordAudit } from '@quad/platform/server/audit/record';
import { fail } from '@quad/platform/server/errors';
import { datasetFreshness, keyOf, myRows, scopedRows } from '@quad/datasets-engine/server';
import type { TMonthTotals, TPaySlip, TSalaryYear, TStaffPay } from '../contract';
import { salaryKind, type TSalaryRow } from './kinds';

/** A person's pay rows read at once: ten items a month for fifty years stays well inside. */
const MOST_ROWS = 5000;

const yearOf = (month: string) => Number(month.slice(0, 4));

/** 应发合计, 扣发合计 and 实发 of some rows, in cents (integers added, never floats). */
function totalsOf(rows: readonly TSalaryRow[]): Omit<TMonthTotals, 'month'> {
  let gross = 0;
  let deductions = 0;
  for (const row of rows) {
    if (row.category === '应发') gross += row.amount;
    else deductions += row.amount;
  }
  return { gross, deductions, net: gross - deductions };
}

/** The rows by month, newest month first. */
function byMonth(rows: readonly TSalaryRow[]): Map<string, TSalaryRow[]> {
  const months = new Map<string, TSalaryRow[]>();
  for (const row of [...rows].sort((a, b) => b.month.localeCompare(a.month))) {
    const list = months.get(row.month) ?? [];
    list.push(row);
    months.set(row.month, list);
  }
  return months;
}

/** One month's slip: 应发 items first, then 扣发, each in the file's order. */
function slipOf(month: string, rows: readonly TSalaryRow[]): TPaySlip {
  const items = [...rows]
    .sort((a, b) => (a.category === b.category ? 0 : a.category === '应发' ? -1 : 1))
    .map((r) => ({ category: r.category, item: r.item, amount: r.amount, note: r.note ?? '' }));
  return { month, payDate: rows.find((r) => r.payDate)?.payDate ?? '', items, ...totalsOf(rows) };
}

/** The years with pay slips, newest first, and the one to show (the asked one, else the newest). */
function pickYear(rows: readonly TSalaryRow[], asked: number | undefined): { year: number; years: number[] } {
  const years = [...new Set(rows.map((r) => yearOf(r.month)))].sort((a, b) => b - a);
  return { year: asked ?? years[0] ?? 0, years };
}

/** Every read of pay rows is written down: who read whose pay, and which months. */
async function auditRead(request: FastifyRequest, actorId: string, staffNo: string, months: string[]): Promise<void> {
  await recordAudit(request.siteDb, request, { actorId, action: 'salary.read', targetType: 'salary', targetId: staffNo, after: { months } });
}

const ownRows = (siteDb: SiteDb, userId: string) => myRows(siteDb, salaryKind, userId, { limit: MOST_ROWS });

const freshness = (siteDb: SiteDb) => datasetFreshness(siteDb, salaryKind);

async function usernameOf(siteDb: SiteDb, userId: string): Promise<string> {
  return (await siteDb.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow()).username;
}

/** The person's year: each month's totals, newest first, and the year's; audited as a read of those months. */
export async function mySalaryYear(request: FastifyRequest, userId: string, asked: number | undefined): Promise<TSalaryYear> {
  const rows = await ownRows(request.siteDb, userId);
  const { year, years } = pickYear(rows, asked);
  const inYear = rows.filter((r) => yearOf(r.month) === year);
  const months = [...byMonth(inYear)].map(([month, list]) => ({ month, ...totalsOf(list) }));
  await auditRead(request, userId, await usernameOf(request.siteDb, userId), months.map((m) => m.month));
  return { year, years, months, total: totalsOf(inYear), ...(await freshness(request.siteDb)) };
}

/** The person's slip of one month; audited. A month without pay items is refused in Chinese. */
export async function mySalaryMonth(request: FastifyRequest, userId: string, month: string): Promise<TPaySlip & { updatedAt: number; failed: boolean }> {
  const rows = (await ownRows(request.siteDb, userId)).filter((r) => r.month === month);
  if (rows.length === 0) throw fail(`${month}暂无工资记录`);
  await auditRead(request, userId, rows[0]!.staffNo, [month]);
  return { ...slipOf(month, rows), ...(await freshness(request.siteDb)) };
}

/**
 * The personnel office's lookup: the person's rows (by their account) narrowed by the engine to the
 * viewer's departments (`scopedRows` by those rows' keys), so a lookup never shows pay outside the scope.
 * Audited like the person's own reads, naming the viewer.
 */
export async function lookUpStaffPay(request: FastifyRequest, viewerId: string, staffNo: string, asked: number | undefined): Promise<TStaffPay> {
  const siteDb = request.siteDb;
  const person = await siteDb.selectFrom('users').select('id').where('username', '=', staffNo).executeTakeFirst();
  const theirs = person ? await myRows(siteDb, salaryKind, person.id, { limit: MOST_ROWS }) : [];
  const visible = theirs.length ? await scopedRows(siteDb, salaryKind, viewerId, { keys: theirs.map((r) => keyOf(salaryKind, r)), limit: MOST_ROWS }) : [];
  if (visible.length === 0) throw fail(`没有找到工号${staffNo}在你管辖部门内的工资记录`);
  const { year, years } = pickYear(visible, asked);
  const slips = [...byMonth(visible.filter((r) => yearOf(r.month) === year))].map(([month, list]) => slipOf(month, list));
  await auditRead(request, viewerId, staffNo, slips.map((s) => s.month));
  const latest = [...visible].sort((a, b) => b.month.localeCompare(a.month))[0]!;
  return { staffNo, name: latest.name, department: latest.department, year, years, slips };
}
