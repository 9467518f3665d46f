import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { ZFieldStats } from '../../contract';
import type { TAnswerValues, TField } from '../../shared/definition';
import { formAudienceIds, loadDefinition, loadResultForm, parseValues } from './store-form';
import { scanAnswers } from './store-scan';

type TFieldStats = z.infer<typeof ZFieldStats>;

const CHOICE_KINDS = new Set(['radio', 'select', 'checkbox']);
const NUMBER_KINDS = new Set(['number', 'computed']);

export const isAnswered = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

const round = (n: number, decimals: number) => Number(n.toFixed(decimals));

interface TTally {
  field: TField;
  answered: number;
  counts: Map<string, number>;
  min: number;
  max: number;
  sum: number;
  numbers: number;
}

/**
 * Field statistics in one pass over the answers: each answer is added as it is read. Answers of
 * older versions count by key; a choice the current version no longer offers is listed by its value.
 */
export class FieldStats {
  private tallies: TTally[];

  constructor(fields: TField[]) {
    this.tallies = fields
      .filter((f) => f.kind !== 'description')
      .map((field) => ({ field, answered: 0, counts: new Map(), min: Infinity, max: -Infinity, sum: 0, numbers: 0 }));
  }

  add(values: TAnswerValues): void {
    for (const t of this.tallies) {
      const value = values[t.field.key];
      if (!isAnswered(value)) continue;
      t.answered += 1;
      if (CHOICE_KINDS.has(t.field.kind)) {
        for (const v of Array.isArray(value) ? value : [value]) {
          const key = String(v);
          t.counts.set(key, (t.counts.get(key) ?? 0) + 1);
        }
      } else if (NUMBER_KINDS.has(t.field.kind)) {
        const n = Number(value);
        if (!Number.isFinite(n)) continue;
        t.numbers += 1;
        t.sum += n;
        t.min = Math.min(t.min, n);
        t.max = Math.max(t.max, n);
      }
    }
  }

  result(): TFieldStats[] {
    return this.tallies.map((t) => {
      const { key, label, kind } = t.field;
      const stats: TFieldStats = { key, label, kind, answered: t.answered };
      if (CHOICE_KINDS.has(kind)) {
        const offered = (t.field.options ?? []).map((o) => ({ value: o.value, label: o.label, count: t.counts.get(o.value) ?? 0 }));
        const known = new Set(offered.map((o) => o.value));
        const retired = [...t.counts].filter(([v]) => !known.has(v)).map(([value, count]) => ({ value, label: value, count }));
        stats.options = [...offered, ...retired];
      }
      if (NUMBER_KINDS.has(kind)) {
        stats.numbers = t.numbers
          ? { min: t.min, max: t.max, avg: round(t.sum / t.numbers, 2), sum: round(t.sum, 6) }
          : { min: 0, max: 0, avg: 0, sum: 0 };
      }
      return stats;
    });
  }
}

/** Totals, audience size, per-field statistics (of `day` when given) and answers per day. */
export async function formStats(siteDb: SiteDb, formId: string, day?: string) {
  const form = await loadResultForm(siteDb, formId);
  const definition = await loadDefinition(siteDb, form);
  const stats = new FieldStats(definition.fields);
  let total = 0;
  for await (const chunk of scanAnswers(siteDb, { formId: form.id, day })) {
    total += chunk.length;
    for (const answer of chunk) stats.add(parseValues(answer.values_json));
  }
  const perDay = await siteDb
    .selectFrom('form_answers')
    .select((eb) => ['day', eb.fn.countAll<string | number>().as('n')])
    .where('form_id', '=', form.id)
    .groupBy('day')
    .orderBy('day')
    .execute();
  const audience = await formAudienceIds(siteDb, form);
  return {
    total,
    audience: audience?.length ?? 0,
    fields: stats.result(),
    perDay: perDay.map((r) => ({ day: r.day, count: Number(r.n) })),
  };
}
