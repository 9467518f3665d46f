import type { SiteDb } from '@quad/platform/server/db/site-db';
import { emitEvent } from '@quad/platform/server/events';
import { AppError, fail, invalid } from '@quad/platform/server/errors';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteClock } from '@quad/platform/server/time';
import type { TAnswerValues, TField, TFormDefinition } from '@quad/forms-engine/shared/definition';
import {
  currentAnswer,
  findPublishedForm,
  loadFiller,
  parseValues,
  previousAnswer,
  profileOf,
  submitAnswer,
  versionDefinition,
  type TFiller,
  type TFormHead,
} from '@quad/forms-engine/server';
import { REPORT_REFUSALS, reportSubmitted } from '../../contract-report';
import { loadSetup, type THealthSetup } from '../settings/service';

/** What a report's answers are posted as: flat fields named by their params (`tw`, `sfzx`). */
export type TFlat = Record<string, unknown>;

export const ALREADY_REPORTED = '今天已经填报了';
export const NO_LOCATION = '定位信息不能为空';
const CHOICE_KINDS = new Set(['radio', 'select']);

/** One person's daily report on one site, now: the setup, the form and its current design. */
export interface TReporter {
  setup: THealthSetup;
  filler: TFiller;
  form: TFormHead;
  definition: TFormDefinition;
  timeZone: string;
}

export async function loadReporter(siteDb: SiteDb, site: TSite, userId: string, now: number): Promise<TReporter> {
  const setup = await loadSetup(siteDb);
  const filler = await loadFiller(siteDb, userId, site.settings.timeZone, now);
  const form = await findPublishedForm(siteDb, setup.reportFormNo);
  const definition = await versionDefinition(siteDb, form.id, form.version);
  if (!definition) throw fail('每日上报表单不存在');
  return { setup, filler, form, definition, timeZone: site.settings.timeZone };
}

const nameOf = (f: TField) => f.param ?? f.key;
const valueFields = (definition: TFormDefinition) => definition.fields.filter((f) => f.kind !== 'description');

/** Answers as the original clients see them: every field under its param, '' when unanswered; choices stay strings. */
export function toFlat(definition: TFormDefinition, values: TAnswerValues): Record<string, unknown> {
  return Object.fromEntries(valueFields(definition).map((f) => [nameOf(f), values[f.key] ?? '']));
}

/** Posted flat fields as answers keyed by field; unknown fields are ignored, numbers of choices read as their codes. */
export function fromFlat(definition: TFormDefinition, flat: TFlat): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of valueFields(definition)) {
    const raw = flat[nameOf(f)] ?? flat[f.key];
    if (raw === undefined) continue;
    values[f.key] = CHOICE_KINDS.has(f.kind) && typeof raw === 'number' ? String(raw) : raw;
  }
  return values;
}

const compactDay = (day: string) => day.replaceAll('-', '');

/** Open now by the site's window (the site's clock, `HH:MM`), as a reason when not. */
export function windowMessage(setup: THealthSetup, clock: string): string {
  const { openFrom, openUntil } = setup.settings;
  if (clock < openFrom) return `每日上报${openFrom}开放，请稍后再来`;
  if (clock > openUntil) return `今日上报已于${openUntil}关闭`;
  return '';
}

/** My previous report (the latest one of another day), or none. */
const previousReport = (r: TReporter) => previousAnswer(r.filler.siteDb, r.form.id, r.filler.userId, r.filler.today);

/**
 * The day as the original page and scripts read it: `def`, today's record or its skeleton (with the
 * `id, uid, date, created` scripts copy onto `oldInfo`), `oldInfo`, the previous report, and who I am.
 */
export async function reportState(r: TReporter) {
  const { filler, definition } = r;
  const [today, previous, profile] = await Promise.all([
    currentAnswer(filler, r.form),
    previousReport(r),
    profileOf(filler.siteDb, filler.userId),
  ]);
  const bookkeeping = { uid: filler.userId, date: compactDay(filler.today), created_uid: filler.userId };
  const def = {
    id: today?.id ?? '',
    ...bookkeeping,
    created: Number(today?.created ?? filler.now),
    ...toFlat(definition, today ? parseValues(today.values_json) : {}),
  };
  const oldInfo = previous
    ? {
        id: previous.id,
        uid: filler.userId,
        date: compactDay(previous.day),
        created: Number(previous.created),
        created_uid: filler.userId,
        ...toFlat(definition, parseValues(previous.values_json)),
      }
    : {};
  return {
    def,
    oldInfo,
    hasFlag: today ? 1 : 0,
    date: filler.today,
    uinfo: { realname: profile.realname, role: { number: profile.number } },
    today,
    previous,
    profile,
  };
}

/** The location an original client must send: present, and the maps result as a JSON object in a string. */
function checkLocation(definition: TFormDefinition, values: Record<string, unknown>): void {
  const geo = definition.fields.find((f) => f.param === 'geo_api_info');
  if (!geo) return;
  const raw = values[geo.key];
  if (raw === undefined || raw === null || String(raw).trim() === '') throw fail(NO_LOCATION);
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw invalid({ [geo.param ?? geo.key]: '定位信息格式不正确，请重新定位' });
  // Stored verbatim, as the clients sent it (a JSON body may carry it as an object).
  values[geo.key] = typeof raw === 'string' ? raw : JSON.stringify(raw);
}

/**
 * Saves today's report: the window, the location, the form's checks, one per person per day (the
 * form's daily slot), and the `report.submitted` event in the same transaction. Field errors are
 * named by param, as the clients know the fields.
 */
export async function saveReport(r: TReporter, values: Record<string, unknown>, requestId?: string): Promise<{ id: string }> {
  const { filler, definition, setup } = r;
  const closed = windowMessage(setup, siteClock(r.timeZone, new Date(filler.now * 1000)));
  if (closed) throw fail(closed);
  checkLocation(definition, values);
  try {
    return await submitAnswer(filler, {
      formNo: r.form.no,
      form: r.form,
      values,
      requestId,
      taken: { message: ALREADY_REPORTED, reason: REPORT_REFUSALS.alreadyReported },
      afterWrite: (tx, answer) => emitEvent(tx, reportSubmitted, { report_id: answer.id, uid: filler.userId, day: answer.day }),
    });
  } catch (e) {
    throw renameErrors(definition, e);
  }
}

/** The engine names fields by key; a client of the report knows them by param. */
function renameErrors(definition: TFormDefinition, e: unknown): unknown {
  const errors = e instanceof AppError ? (e.data.errors as Record<string, string> | undefined) : undefined;
  if (!errors) return e;
  const params = new Map(definition.fields.map((f) => [f.key, nameOf(f)]));
  return invalid(Object.fromEntries(Object.entries(errors).map(([k, v]) => [params.get(k) ?? k, v])));
}
