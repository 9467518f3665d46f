import { answerText, type TAnswerTexts } from '@quad/forms-engine/shared/answer-text';
import type { TAnswerValues, TFormDefinition } from '@quad/forms-engine/shared/definition';

/** The words around counts, as the console's Chinese says them: the engine keeps values as written. */
const TEXTS: TAnswerTexts = { rows: (n) => `${n} 行`, files: (n) => `${n} 个文件`, signed: '已签名' };

const NUMERIC = new Set(['number', 'computed']);

/** A second field with the same label keeps its place as `标签（2）`, so no answer hides another. */
function uniqueLabel(label: string, taken: Record<string, unknown>): string {
  let name = label.trim() || '未命名';
  for (let n = 2; name in taken; n++) name = `${label.trim()}（${n}）`;
  return name;
}

/**
 * An answer as an approval's values: keyed by each field's label and written as a person reads it
 * (option names, places, `2 个文件`), so the flow page, the log's changes and a designer's
 * conditions (金额 > 1000) speak the form's words. Numbers stay numbers for those conditions; an
 * unanswered field is '' so the designer still lists it.
 */
export function requestValues(definition: TFormDefinition, values: TAnswerValues): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of definition.fields) {
    if (field.kind === 'description') continue;
    const value = values[field.key];
    const label = uniqueLabel(field.label, out);
    out[label] = NUMERIC.has(field.kind) && value !== '' && value !== null && Number.isFinite(Number(value)) ? Number(value) : answerText(field, value, TEXTS);
  }
  return out;
}
