import type { TAnswerValues, TFormDefinition } from '../../shared/definition';

const SEARCHABLE_KINDS = new Set(['text', 'textarea', 'phone', 'idcard', 'studentno', 'email']);

/**
 * What the results search finds an answer by: `who` (the person's name and number; nothing on an
 * anonymous form, so its answers cannot be found by them) and the answer's own words.
 */
export function answerSearchText(definition: TFormDefinition, values: TAnswerValues, who: string[]): string {
  const texts = definition.fields
    .filter((f) => SEARCHABLE_KINDS.has(f.kind) && typeof values[f.key] === 'string')
    .map((f) => values[f.key] as string);
  return [...who, ...texts].join(' ').slice(0, 2000);
}
