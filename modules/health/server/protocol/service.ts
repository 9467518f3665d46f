import { fail } from '@quad/platform/server/errors';
import type { TOriginalDay } from '../../contract-protocol';
import { ONLY_TODAY } from '../../contract-protocol';
import { fromFlat, reportState, saveReport, type TFlat, type TReporter } from '../report/service';

/** `d` of the original index (XHR) and get-info calls. */
export async function originalDay(r: TReporter): Promise<TOriginalDay> {
  const { def, oldInfo, uinfo, date, hasFlag } = await reportState(r);
  return { info: def, oldInfo, uinfo, date, hasFlag };
}

/**
 * Posted params as the report's answers. Scripts post whole records back, so blank values read as
 * unanswered (a hidden follow-up question posts '') and `name[]` lists as `name`.
 */
function answersOf(r: TReporter, params: TFlat): Record<string, unknown> {
  const flat: TFlat = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === '' || value === null) continue;
    flat[name.replace(/\[\]$/, '')] = value;
  }
  return fromFlat(r.definition, flat);
}

/** Saves today's report from the original flat fields; bookkeeping (`id, uid, date, created`) and unknown fields are ignored. */
export async function saveFlat(r: TReporter, params: TFlat): Promise<Record<string, never>> {
  await saveReport(r, answersOf(r, params));
  return {};
}

/** UCAS posts the day it reports for (`YYYY-MM-DD`, or compact): only the site's today is taken. */
export function requireToday(r: TReporter, date: unknown): void {
  if (date === undefined || date === '') return;
  if (String(date).replaceAll('-', '') !== r.filler.today.replaceAll('-', '')) throw fail(ONLY_TODAY);
}

/** UCAS/SCU `daily`: my latest report, today's or before, flat with a dashed date; `{}` when there is none. */
export async function latestRecord(r: TReporter): Promise<TFlat> {
  const state = await reportState(r);
  if (state.today) return { ...state.def, date: state.date };
  if (state.previous) return { ...state.oldInfo, date: state.previous.day };
  return {};
}
