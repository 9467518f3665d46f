import { sql } from 'kysely';
import { invalid } from '@quad/platform/server/errors';
import type { TDatacubeRow, TSummary } from '../../contract-views';
import { DATACUBE_MAX_DAYS, type TDatacubeAxis, type TReportKind } from '../../views';
import { abnormalSql, lateSql, peopleWithReports, reportsOfPeople, whoFilter, type TRange, type TWho } from './store';
import { loadSource, type TViewer } from './service-viewer';

const count = sql<number>`COUNT(*)`;
const reportedCount = sql<number>`COUNT(r.user_id)`;
const abnormalCount = sql<number>`COALESCE(SUM(${abnormalSql}), 0)`;

/** Rows are classes when the view is one department (a scope of one, or a drill-down), else departments. */
function rowsByClass(v: TViewer, who: TWho, departmentsInScope: number): boolean {
  return Boolean(who.dept) || (v.scope !== 'all' && departmentsInScope === 1);
}

async function namesOf(v: TViewer, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; kind: 'department' | 'class'; sort: number }>();
  const rows = await v.siteDb.selectFrom('departments').select(['id', 'name', 'kind', 'sort']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, kind: r.kind, sort: Number(r.sort) }]));
}

/**
 * A day's statistics of a role page in one grouped query: totals, and a row per department (or per
 * class of the one department looked at). The base profile counts whoever has filled it at all.
 */
export async function viewSummary(v: TViewer, kind: TReportKind, day: string, who: TWho, slot?: string): Promise<TSummary> {
  const src = await loadSource(v, kind);
  const range: TRange = kind === 'base' ? 'ever' : { from: day, to: day };
  const departments = v.scope === 'all' ? 0 : [...(await namesOf(v, v.scope)).values()].filter((d) => d.kind === 'department').length;
  const byClass = rowsByClass(v, who, departments);
  const column = byClass ? 'users.class_id' : 'users.dept_id';
  const late = kind === 'base' ? sql<number>`0` : sql<number>`COALESCE(SUM(${lateSql(v, day, who.group)}), 0)`;
  const grouped = await peopleWithReports(v, src, range, who, slot)
    .groupBy(column)
    .select([sql.ref<string>(column).as('place'), count.as('audience'), reportedCount.as('reported'), abnormalCount.as('abnormal'), late.as('late')])
    .execute();
  const names = await namesOf(v, grouped.map((g) => g.place).filter(Boolean));
  const rows = grouped
    .map((g) => {
      const place = names.get(g.place);
      const [audience, reported] = [Number(g.audience), Number(g.reported)];
      return { id: g.place, name: place?.name ?? '未分配', kind: place?.kind ?? (byClass ? 'class' : 'department'), sort: place?.sort ?? Number.MAX_SAFE_INTEGER, audience, reported, missing: audience - reported, abnormal: Number(g.abnormal) };
    })
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh'))
    .map(({ sort: _sort, ...row }) => row);
  const sum = (pick: (g: (typeof grouped)[number]) => number) => grouped.reduce((n, g) => n + Number(pick(g)), 0);
  const audience = sum((g) => g.audience);
  const reported = sum((g) => g.reported);
  return {
    kind,
    day,
    deadline: who.group?.deadline ?? v.setup.settings.deadline,
    totals: { audience, reported, missing: audience - reported, late: sum((g) => g.late), abnormal: sum((g) => g.abnormal) },
    rows,
  };
}

/** Every day from `from` to `to`, refused past the charts' limit. */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!(end >= start)) throw invalid({ to: '结束日期应不早于开始日期' });
  const n = (end - start) / 86_400_000 + 1;
  if (n > DATACUBE_MAX_DAYS) throw invalid({ to: `最多统计${DATACUBE_MAX_DAYS}天` });
  return Array.from({ length: n }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const rate = (reported: number, expected: number) => (expected > 0 ? Math.round((reported / expected) * 10_000) / 10_000 : 0);

/**
 * Chart data over a range: per day, or per department or class over the whole range (the rate is
 * reports over audience × days). The audience is today's: who should report is not kept per day.
 */
export async function viewDatacube(v: TViewer, kind: TReportKind, from: string, to: string, by: TDatacubeAxis, who: TWho): Promise<TDatacubeRow[]> {
  const days = daysBetween(from, to);
  const src = await loadSource(v, kind);
  const range: TRange = { from, to };
  if (by === 'day') {
    const [audienceRow, perDay] = await Promise.all([
      v.siteDb.selectFrom('users').where(whoFilter(v, src, who)).select(count.as('n')).executeTakeFirst(),
      reportsOfPeople(v, src, range, who).groupBy('r.day').select(['r.day', reportedCount.as('reported'), abnormalCount.as('abnormal')]).execute(),
    ]);
    const audience = Number(audienceRow?.n ?? 0);
    const byDay = new Map(perDay.map((d) => [d.day, d]));
    return days.map((day) => {
      const d = byDay.get(day);
      const reported = Number(d?.reported ?? 0);
      return { key: day, name: day, audience, reported, abnormal: Number(d?.abnormal ?? 0), rate: rate(reported, audience) };
    });
  }
  const column = by === 'class' ? 'users.class_id' : 'users.dept_id';
  const [audiences, reports] = await Promise.all([
    v.siteDb.selectFrom('users').where(whoFilter(v, src, who)).groupBy(column).select([sql.ref<string>(column).as('place'), count.as('n')]).execute(),
    reportsOfPeople(v, src, range, who).groupBy(column).select([sql.ref<string>(column).as('place'), reportedCount.as('reported'), abnormalCount.as('abnormal')]).execute(),
  ]);
  const names = await namesOf(v, audiences.map((a) => a.place).filter(Boolean));
  const byPlace = new Map(reports.map((r) => [r.place, r]));
  return audiences
    .map((a) => {
      const r = byPlace.get(a.place);
      const reported = Number(r?.reported ?? 0);
      const place = names.get(a.place);
      return { key: a.place, name: place?.name ?? '未分配', sort: place?.sort ?? Number.MAX_SAFE_INTEGER, audience: Number(a.n), reported, abnormal: Number(r?.abnormal ?? 0), rate: rate(reported, Number(a.n) * days.length) };
    })
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh'))
    .map(({ sort: _sort, ...row }) => row);
}
