import type { SiteDb } from '@quad/platform/server/db/site-db';
import { siteDay } from '@quad/platform/server/time';

/** The year's day, `YYYY-MM-DD`, of a moment in the site's zone. */
const dayOf = (timeZone: string, seconds: number) => siteDay(timeZone, new Date(seconds * 1000));

/**
 * 证明统计 of one year: per type, requests made, certificates issued and revoked; per month, requests
 * and issues. A site's year of certificates is thousands of rows at most, so they are counted here,
 * by the site's calendar, rather than by each database's own date functions.
 */
export async function certificateStatistics(siteDb: SiteDb, year: number, timeZone: string) {
  // A day's margin on both sides of the UTC year, then each row placed by the site's calendar.
  const from = Date.UTC(year, 0, 1) / 1000 - 86_400;
  const to = Date.UTC(year + 1, 0, 1) / 1000 + 86_400;
  const [types, rows] = await Promise.all([
    siteDb.selectFrom('certificate_types').select(['id', 'name']).orderBy('created').orderBy('id').execute(),
    siteDb
      .selectFrom('certificate_requests')
      .select(['type_id', 'type_name', 'created', 'issued', 'revoked'])
      .where((eb) => eb.or([eb.and([eb('created', '>=', from), eb('created', '<', to)]), eb('year', '=', year)]))
      .execute(),
  ]);
  const byType = new Map(types.map((t) => [t.id, { typeId: t.id, name: t.name, applied: 0, issued: 0, revoked: 0 }]));
  const byMonth = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, applied: 0, issued: 0 }));
  const inYear = (seconds: number) => seconds > 0 && dayOf(timeZone, seconds).startsWith(`${year}-`);
  const monthOf = (seconds: number) => Number(dayOf(timeZone, seconds).slice(5, 7)) - 1;
  for (const row of rows) {
    let entry = byType.get(row.type_id);
    if (!entry) byType.set(row.type_id, (entry = { typeId: row.type_id, name: row.type_name, applied: 0, issued: 0, revoked: 0 }));
    const created = Number(row.created);
    const issued = Number(row.issued);
    if (inYear(created)) {
      entry.applied++;
      byMonth[monthOf(created)]!.applied++;
    }
    if (inYear(issued)) {
      entry.issued++;
      byMonth[monthOf(issued)]!.issued++;
      if (Number(row.revoked) > 0) entry.revoked++;
    }
  }
  return { year, byType: [...byType.values()], byMonth };
}
