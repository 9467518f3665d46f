import type { SiteDb } from '@quad/platform/server/db/site-db';
import { VACCINE_COUNTS, type TVaccineCount, type TVaccineRow } from '../../contract-code';
import { dayBefore, recentReports } from './service';
import type { THealthSetup } from '../settings/service';

/** `jcjgqr` codes of the report: the latest test's result. */
const RESULT: Record<string, keyof Pick<TVaccineRow, 'negative' | 'positive' | 'pending' | 'untested'>> = { '0': 'untested', '1': 'negative', '2': 'positive', '3': 'pending' };

const noCounts = Object.fromEntries(VACCINE_COUNTS.map((count) => [count, 0])) as Record<TVaccineCount, number>;
const blank = (id: string, name: string): TVaccineRow => ({ id, name, ...noCounts });

/** Per department, from each person's latest report of the last 30 days: vaccinated, and tested by result. */
export async function vaccineStats(siteDb: SiteDb, setup: THealthSetup, timeZone: string, now: number) {
  const departments = await siteDb.selectFrom('departments').select(['id', 'name']).where('kind', '!=', 'class').orderBy('name').execute();
  const rows = new Map(departments.map((d) => [d.id, blank(d.id, d.name)]));
  const people = await siteDb
    .selectFrom('users')
    .select((eb) => ['dept_id', eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'active')
    .groupBy('dept_id')
    .execute();
  for (const p of people) {
    const row = rows.get(p.dept_id);
    if (row) row.people = Number(p.n);
  }
  const latest = new Map<string, Record<string, string | string[]>>();
  for (const r of await recentReports(siteDb, setup, dayBefore(timeZone, now, 29))) if (!latest.has(r.userId)) latest.set(r.userId, r.values);
  const deptOf = new Map<string, string>();
  const ids = [...latest.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    for (const u of await siteDb.selectFrom('users').select(['id', 'dept_id']).where('id', 'in', ids.slice(i, i + 500)).execute()) deptOf.set(u.id, u.dept_id);
  }
  for (const [userId, values] of latest) {
    const row = rows.get(deptOf.get(userId) ?? '');
    if (!row) continue;
    row.reported++;
    if (values.sfjzxgym === '1') row.vaccinated++;
    row[RESULT[String(values.jcjgqr)] ?? 'untested']++;
  }
  const list = [...rows.values()].filter((r) => r.people > 0);
  const total = list.reduce((t, r) => {
    for (const count of VACCINE_COUNTS) t[count] += r[count];
    return t;
  }, blank('', '全校'));
  return { rows: list, total };
}
