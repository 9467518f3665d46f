import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TRoleScope } from '@quad/platform/server/identity/role-scopes';
import { LEAVE_TYPES } from '../rules';
import { leaveRecord, recordsQuery, selectRecords } from './records';

/** The statistic page lists at most this many people away on a day. */
const AWAY_LIST = 100;
/** The types' counts look back this many days. */
const TYPE_DAYS = 30;

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** 请假统计 of one day inside an approver's scope: who is away, what waits, which types, which units. */
export async function leaveStatistics(siteDb: SiteDb, scope: TRoleScope, day: string) {
  const away = recordsQuery(siteDb, scope, { status: 'approved', from: day, to: day }).where('leave_requests.returned', '=', 0);
  const [awayCount, running, types, units, people] = await Promise.all([
    away.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    recordsQuery(siteDb, scope, { status: 'running' }).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    recordsQuery(siteDb, scope, { status: 'approved', from: dayBefore(day, TYPE_DAYS - 1), to: day })
      .select(['leave_requests.type', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('leave_requests.type')
      .execute(),
    away
      .select([sql<string>`coalesce(dept.id, '')`.as('id'), sql<string>`coalesce(dept.name, '')`.as('name'), (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy(['dept.id', 'dept.name'])
      .execute(),
    selectRecords(away).limit(AWAY_LIST).execute(),
  ]);
  const byType = new Map(types.map((t) => [t.type, Number(t.n)]));
  return {
    day,
    away: Number(awayCount?.n ?? 0),
    running: Number(running?.n ?? 0),
    byType: LEAVE_TYPES.map((type) => ({ type, count: byType.get(type) ?? 0 })),
    byUnit: units.map((u) => ({ id: u.id, name: u.name, away: Number(u.n) })).sort((a, b) => b.away - a.away),
    awayPeople: people.map(leaveRecord),
  };
}
