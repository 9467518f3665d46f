import { sql, type RawBuilder } from 'kysely';
import { forbidden, notFound } from '@quad/platform/server/errors';
import { inScope, roleScope } from '@quad/platform/server/identity/role-scopes';
import type { TField, TFormDefinition, TLocation } from '@quad/forms-engine/shared/definition';
import { answersOf, answersWithPrevious, parseValues, previousAnswer, versionDefinition } from '@quad/forms-engine/server';
import type { TChange } from '../../contract-views';
import { ROLE_MODULES } from '../../views';
import { whoFilter, type TWho } from './store';
import { loadSource, NO_VIEW, type TSource, type TViewer, type TViewerInput } from './service-viewer';
import { onPage } from '@quad/platform/server/db/paging';

/** Fields a person sees and a reader compares: not the hidden ones (the raw maps result) nor notes. */
export const shownFields = (definition: TFormDefinition): TField[] => definition.fields.filter((f) => !f.hidden && f.kind !== 'description');

const labelOf = (field: TField, value: unknown) => field.options?.find((o) => o.value === String(value))?.label ?? String(value);

/** An answer as a reader sees it: choices by their option labels, places by their address. */
export function answerText(field: TField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const list = Array.isArray(value) ? value : [value];
  if (field.options) return list.map((v) => labelOf(field, v)).join('、');
  if (field.kind === 'region') return String(value).split('/').join(' ');
  if (field.kind === 'location') return (value as Partial<TLocation>).address ?? '';
  return list.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('、');
}

/** The shown fields whose answers differ between two reports. */
export function changesBetween(definition: TFormDefinition, before: Record<string, unknown>, after: Record<string, unknown>): TChange[] {
  return shownFields(definition).flatMap((f) => {
    const [b, a] = [answerText(f, before[f.key]), answerText(f, after[f.key])];
    return b === a ? [] : [{ param: f.param ?? f.key, label: f.label, before: b, after: a }];
  });
}

/** A shown field's answer on either database, compared null-safely. */
function differs(v: TViewer, key: string): RawBuilder<boolean> {
  const at = (column: string) => (v.dialect === 'postgres' ? sql`(${sql.ref(column)}::jsonb -> ${key})` : sql`json_extract(${sql.ref(column)}, ${`$."${key}"`})`);
  const [after, before] = [at('c.values_json'), at('c.previous_values_json')];
  return v.dialect === 'postgres' ? sql<boolean>`${after} IS DISTINCT FROM ${before}` : sql<boolean>`${after} IS NOT ${before}`;
}

/** Each person's report of `day` with their previous report (the latest of an earlier day), in the view. */
function withPrevious(v: TViewer, src: TSource, day: string, who: TWho) {
  return v.siteDb
    .selectFrom('users')
    .innerJoin(answersWithPrevious(v.siteDb, src.form.id, day).as('c'), (j) => j.onRef('c.site_id', '=', 'users.site_id').onRef('c.user_id', '=', 'users.id'))
    .where(whoFilter(v, src, who));
}

/**
 * People whose daily report of `day` differs from their previous one in a shown field: found and
 * counted in SQL, the changes of the page's people worked out as labels.
 */
export async function listDiff(v: TViewer, day: string, who: TWho, page: number, size: number) {
  const src = await loadSource(v, 'daily');
  const fields = shownFields(src.definition);
  const changed = fields.length ? sql<boolean>`(${sql.join(fields.map((f) => differs(v, f.key)), sql` OR `)})` : sql<boolean>`1 = 0`;
  const [totalRow, rows] = await Promise.all([
    withPrevious(v, src, day, who).where(changed).select(sql<number>`COUNT(*)`.as('n')).executeTakeFirst(),
    withPrevious(v, src, day, who)
      .where(changed)
      .select(['users.id as uid', 'users.realname', 'users.number', 'c.previous_day as previousDay', 'c.values_json as after', 'c.previous_values_json as before'])
      .orderBy('users.number')
      .orderBy('users.id')
      .$call(onPage({ page, size }))
      .execute(),
  ]);
  return {
    total: Number(totalRow?.n ?? 0),
    list: rows.map((r) => ({
      uid: r.uid,
      realname: r.realname,
      number: r.number,
      previousDay: r.previousDay,
      changes: changesBetween(src.definition, parseValues(r.before), parseValues(r.after)),
    })),
  };
}

/**
 * Whether the caller may read this person's reports: themselves, or someone in the departments and
 * classes any of their role pages opens. Another site's ids are simply not found here.
 */
async function checkReader(base: TViewerInput, uid: string) {
  const person = await base.siteDb
    .selectFrom('users')
    .leftJoin('departments as d', (j) => j.onRef('d.site_id', '=', 'users.site_id').onRef('d.id', '=', 'users.dept_id'))
    .leftJoin('departments as c', (j) => j.onRef('c.site_id', '=', 'users.site_id').onRef('c.id', '=', 'users.class_id'))
    .select(['users.id', 'users.realname', 'users.number', 'users.dept_id', 'users.class_id', 'd.name as deptName', 'c.name as className'])
    .where('users.id', '=', uid)
    .executeTakeFirst();
  if (!person) throw notFound('人员不存在');
  if (uid === base.userId) return person;
  const scope = await roleScope(base.siteDb, base.userId, 'ncov', ROLE_MODULES.fenji);
  if (!inScope(scope, person.dept_id) && !inScope(scope, person.class_id)) throw forbidden(NO_VIEW);
  return person;
}

/** One person's daily report of a day, field by field in design order, with what changed since the previous one. */
export async function reportDetail(v: TViewer, uid: string, day: string) {
  const person = await checkReader(v, uid);
  const src = await loadSource(v, 'daily');
  const [answer, previous] = await Promise.all([
    answersOf(v.siteDb, src.form.id, { userIds: [uid], day }).executeTakeFirst(),
    previousAnswer(v.siteDb, src.form.id, uid, day),
  ]);
  const definition = (answer && (await versionDefinition(v.siteDb, src.form.id, Number(answer.version)))) || src.definition;
  const values = answer ? parseValues(answer.values_json) : {};
  const flat = Object.fromEntries(definition.fields.map((f) => [f.param ?? f.key, values[f.key]]));
  const { feverFrom } = v.setup.settings;
  const abnormal = answer
    ? [Number(flat.tw) >= feverFrom && flat.tw !== '' && flat.tw !== undefined ? '发热' : '', flat.sfcxtz === '1' ? '有症状' : '', flat.jcjgqr === '2' ? '核酸阳性' : ''].filter(Boolean)
    : [];
  return {
    uid: person.id,
    realname: person.realname,
    number: person.number,
    deptName: person.deptName ?? '',
    className: person.className ?? '',
    day,
    reportedAt: Number(answer?.created ?? 0),
    fields: answer ? shownFields(definition).map((f) => ({ param: f.param ?? f.key, label: f.label, value: answerText(f, values[f.key]) })) : [],
    abnormal,
    previousDay: previous?.day ?? '',
    changes: answer && previous ? changesBetween(definition, parseValues(previous.values_json), values) : [],
  };
}
