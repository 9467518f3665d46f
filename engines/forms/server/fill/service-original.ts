import { latestAnswer, requireAudience, type TFiller } from './service-filler';
import { findPublishedForm, parseValues } from '../store';
import { submitAnswer } from './service-submit';

const FIELD = /^value\[([^\]]+)\](\[\])?$/;

/**
 * The answer the original pages and scripts post (§2.5): `value[<key>]` form fields, `value[<key>][]`
 * for several values, or a `value` object (JSON, or a JSON string). Keys the form does not have are
 * dropped later by the engine, as the original server ignored them.
 */
export function gatherValues(params: Record<string, unknown>): Record<string, unknown> {
  let values: Record<string, unknown> = {};
  let raw = params.value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = undefined;
    }
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) values = { ...(raw as Record<string, unknown>) };
  for (const [name, value] of Object.entries(params)) {
    const match = FIELD.exec(name);
    if (!match) continue;
    const key = match[1] as string;
    values[key] = match[2] ? (Array.isArray(value) ? value : [value]) : value;
  }
  delete values.id;
  return values;
}

/** `d.value` is my latest answer (today's for daily forms), flat with its id (`{id: ''}` when there is none). */
export async function originalGetInfo(filler: TFiller, formNo: number) {
  const form = await findPublishedForm(filler.siteDb, formNo);
  requireAudience(filler, form);
  const mine = await latestAnswer(filler, form);
  return {
    value: mine ? { id: mine.id, ...parseValues(mine.values_json) } : { id: '' },
    form: { title: form.title, version: form.version },
  };
}

/** Judged against the current version; scripts send no request id, so each post is its own request. */
export async function originalSave(filler: TFiller, formNo: number, params: Record<string, unknown>): Promise<Record<string, never>> {
  await submitAnswer(filler, { formNo, values: gatherValues(params) });
  return {};
}
