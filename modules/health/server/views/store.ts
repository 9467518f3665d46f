import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '@quad/platform/server/db/database';
import { answersOf } from '@quad/forms-engine/server';
import type { THealthSettings } from '../../contract-settings';
import { siteMoment, type TSource, type TViewer } from './service-viewer';
import { findsPerson } from '@quad/platform/server/identity/search';

/**
 * The role pages' SQL: the people a view covers (active, in the report's audience, in the caller's
 * scope, narrowed by department, group or search) left-joined to their reports of a day or range,
 * so counting and paging happen in the database and never person by person in JS.
 */

/** One person's report of one day as the views read it: the abnormal signs are 0/1 columns. */
export interface TReportRow {
  site_id: string;
  user_id: string;
  day: string;
  id: string;
  created: number;
  fever: number;
  symptom: number;
  positive: number;
}

type TGroupSetting = THealthSettings['groups'][number];

/** Which people: a department or class, a report group, a name or number to search. */
export interface TWho {
  dept?: string;
  group?: TGroupSetting;
  q?: string;
}

/** The days the reports come from; `ever` for the base profile, filled once whenever. */
export type TRange = { from: string; to: string } | 'ever';

/** A JSON answer's text at `key`, on either database. */
function jsonText(v: TViewer, values: Expression<string>, key: string): RawBuilder<string> {
  return v.dialect === 'postgres' ? sql<string>`(${values}::jsonb ->> ${key})` : sql<string>`json_extract(${values}, ${`$."${key}"`})`;
}

const never = sql<number>`0`;

/** The abnormal signs of spec §2.2 by param: fever from the settings' band, symptoms, a positive test. */
function signs(v: TViewer, values: Expression<string>, keyOf: (param: string) => string | undefined) {
  const at = (param: string) => {
    const key = keyOf(param);
    return key ? jsonText(v, values, key) : undefined;
  };
  const flag = (cond: RawBuilder<unknown> | undefined) => (cond ? sql<number>`CASE WHEN ${cond} THEN 1 ELSE 0 END` : never);
  const tw = at('tw');
  const sfcxtz = at('sfcxtz');
  const jcjgqr = at('jcjgqr');
  return {
    fever: flag(tw && sql`CAST(NULLIF(${tw}, '') AS INTEGER) >= ${v.setup.settings.feverFrom}`),
    symptom: flag(sfcxtz && sql`${sfcxtz} = '1'`),
    positive: flag(jcjgqr && sql`${jcjgqr} = '2'`),
  };
}

type TReports = SelectQueryBuilder<Database, keyof Database, TReportRow>;

/**
 * The reports of a source over a range: one row per person and day. The three checks have several
 * a day (one per slot): any check of the day counts, or only `slot`'s; a sign in any of them counts.
 */
export function reportsQuery(v: TViewer, src: TSource, range: TRange, slot?: string): TReports {
  if (src.kind === 'checks') {
    const s = signs(v, sql.ref<string>('health_checks.values_json'), (param) => param);
    let q = v.siteDb.selectFrom('health_checks');
    if (range !== 'ever') q = q.where('health_checks.day', '>=', range.from).where('health_checks.day', '<=', range.to);
    if (slot) q = q.where('health_checks.slot', '=', slot);
    // Kysely cannot name the shared row type of the two branches: both select exactly TReportRow.
    return q
      .groupBy(['health_checks.site_id', 'health_checks.user_id', 'health_checks.day'])
      .select((eb) => [
        'health_checks.site_id',
        'health_checks.user_id',
        'health_checks.day',
        eb.fn.min('health_checks.id').as('id'),
        eb.fn.min('health_checks.created').as('created'),
        eb.fn.max(s.fever).as('fever'),
        eb.fn.max(s.symptom).as('symptom'),
        eb.fn.max(s.positive).as('positive'),
      ]) as unknown as TReports;
  }
  // One day of the daily report is its slot: the unique (form, user, slot) index finds each person's
  // report directly, where a day range would make the planner scan the day for every person.
  const days = range === 'ever' ? {} : range.from === range.to && src.kind === 'daily' ? { slot: range.from, day: range.from } : range;
  return answersOf(v.siteDb, src.form.id, days, (values) => {
    const s = src.kind === 'daily' ? signs(v, values, (param) => src.keys.get(param)) : { fever: never, symptom: never, positive: never };
    return [s.fever.as('fever'), s.symptom.as('symptom'), s.positive.as('positive')];
  }) as unknown as TReports;
}

/** The form's audience as stored by the forms engine: everyone, or resolved targets. */
interface TStoredAudience {
  all: boolean;
  targets: { kind: 'department' | 'class' | 'role' | 'user'; targetId: string }[];
}

function parseAudience(json: string): TStoredAudience {
  try {
    const parsed = JSON.parse(json) as Partial<TStoredAudience>;
    return { all: parsed.all === true, targets: Array.isArray(parsed.targets) ? parsed.targets : [] };
  } catch {
    return { all: false, targets: [] };
  }
}

type TUsersEb = ExpressionBuilder<Database, 'users'>;

/** In one of these departments or classes (the person's department or their class). */
const inPlaces = (eb: TUsersEb, ids: readonly string[]): Expression<SqlBool> =>
  ids.length === 0 ? sql<SqlBool>`1 = 0` : eb.or([eb('users.dept_id', 'in', ids), eb('users.class_id', 'in', ids)]);

function inAudience(v: TViewer, eb: TUsersEb, audience: TStoredAudience): Expression<SqlBool> {
  if (audience.all) return sql<SqlBool>`1 = 1`;
  const of = (kind: TStoredAudience['targets'][number]['kind']) => audience.targets.filter((t) => t.kind === kind).map((t) => t.targetId);
  const roles = of('role');
  const people = of('user');
  const places = [...of('department'), ...of('class')];
  return eb.or([
    ...(places.length ? [inPlaces(eb, places)] : []),
    ...(people.length ? [eb('users.id', 'in', people)] : []),
    ...(roles.length ? [eb('users.id', 'in', v.siteDb.selectFrom('user_roles').select('user_roles.user_id').where('user_roles.role_id', 'in', roles))] : []),
    sql<SqlBool>`1 = 0`,
  ]);
}

/** The people a view covers, as a `users` filter. */
export function whoFilter(v: TViewer, src: TSource, who: TWho) {
  const audience = parseAudience(src.form.audience);
  return (eb: TUsersEb): Expression<SqlBool> => {
    const q = who.q?.trim();
    return eb.and([
      eb('users.status', '=', 'active'),
      inAudience(v, eb, audience),
      ...(v.scope === 'all' ? [] : [inPlaces(eb, v.scope)]),
      ...(who.dept ? [inPlaces(eb, [who.dept])] : []),
      ...(who.group ? [inPlaces(eb, who.group.departments)] : []),
      ...(q ? [findsPerson(v.siteDb, q)(eb)] : []),
    ]);
  };
}

/** The people a view covers with their report of the range (r.* null when they have none). */
export function peopleWithReports(v: TViewer, src: TSource, range: TRange, who: TWho, slot?: string) {
  return v.siteDb
    .selectFrom('users')
    .leftJoin(reportsQuery(v, src, range, slot).as('r'), (j) => j.onRef('r.site_id', '=', 'users.site_id').onRef('r.user_id', '=', 'users.id'))
    .where(whoFilter(v, src, who));
}

/** The reports of a range by people the view covers: the reports lead, each finds its person by key. */
export function reportsOfPeople(v: TViewer, src: TSource, range: TRange, who: TWho) {
  return v.siteDb
    .selectFrom('users')
    .innerJoin(reportsQuery(v, src, range).as('r'), (j) => j.onRef('r.site_id', '=', 'users.site_id').onRef('r.user_id', '=', 'users.id'))
    .where(whoFilter(v, src, who));
}

/** 1 when the joined report shows any abnormal sign. */
export const abnormalSql = sql<number>`CASE WHEN r.fever = 1 OR r.symptom = 1 OR r.positive = 1 THEN 1 ELSE 0 END`;

/**
 * 1 when the joined report came in after its person's deadline on `day`: the group's own deadline
 * when their department or class is in a group that has one, else the site's. Reported within the
 * deadline's minute is on time.
 */
export function lateSql(v: TViewer, day: string, group?: TGroupSetting): RawBuilder<number> {
  const { settings } = v.setup;
  // A number we compute, inlined: PostgreSQL cannot type a bare parameter inside CASE.
  const moment = (clock: string) => sql.lit(siteMoment(day, clock, v.timeZone) + 60);
  if (group) return sql<number>`CASE WHEN r.created >= ${moment(group.deadline ?? settings.deadline)} THEN 1 ELSE 0 END`;
  const own = settings.groups.filter((g) => g.deadline && g.departments.length > 0);
  if (own.length === 0) return sql<number>`CASE WHEN r.created >= ${moment(settings.deadline)} THEN 1 ELSE 0 END`;
  const places = (ids: string[]) => sql`(users.dept_id IN (${sql.join(ids)}) OR users.class_id IN (${sql.join(ids)}))`;
  const whens = own.map((g) => sql`WHEN ${places(g.departments)} THEN ${moment(g.deadline ?? settings.deadline)}`);
  return sql<number>`CASE WHEN r.created >= (CASE ${sql.join(whens, sql` `)} ELSE ${moment(settings.deadline)} END) THEN 1 ELSE 0 END`;
}

/** The Chinese reasons a report is abnormal, from its sign columns. */
export function abnormalReasons(row: { fever: number | null; symptom: number | null; positive: number | null }): string[] {
  return [row.fever ? '发热' : '', row.symptom ? '有症状' : '', row.positive ? '核酸阳性' : ''].filter(Boolean);
}
