import type { TAnswerValues, TField, TFormDefinition } from './definition';
import { checkField, isBlank, requiredMessage, type TCheckOptions } from './field-checks';
import { evaluateFormula } from './formula';

export interface TAnswerCheck {
  /** The cleaned answer: shown fields only, computed fields recalculated, unknown keys dropped. */
  values: TAnswerValues;
  /** Message per field key; a child table's cell is `<table>.<row>.<column>` (row from 0). */
  errors: Record<string, string>;
}

const DEFAULT_MAX_ROWS = 200;

const filled = (v: unknown) => !isBlank(v);

/** Whether a field shows, given the cleaned answers of the fields above it. */
export function isVisible(field: TField, values: Record<string, unknown>): boolean {
  const rule = field.visibleIf;
  if (!rule) return true;
  const answer = values[rule.field];
  const answers = Array.isArray(answer) ? answer.map(String) : filled(answer) ? [String(answer)] : [];
  switch (rule.op) {
    case 'filled':
      return answers.length > 0;
    case 'eq':
      return answers.includes(rule.value ?? '');
    case 'ne':
      return !answers.includes(rule.value ?? '');
    case 'in':
      return answers.some((a) => (rule.values ?? []).includes(a));
  }
}

function parseRows(raw: unknown): unknown[] | undefined {
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function checkTable(table: TField, raw: unknown, errors: Record<string, string>, options: TCheckOptions) {
  const rows = parseRows(raw);
  if (!rows || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
    errors[table.key] = `${table.label}格式不正确`;
    return undefined;
  }
  const columns = table.columns ?? [];
  const cleaned: Record<string, string | number | string[]>[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    // A row left wholly blank is not a row.
    if (!columns.some((c) => c.kind !== 'computed' && filled(row[c.key]))) continue;
    const index = cleaned.length;
    const out: Record<string, string | number | string[]> = {};
    for (const column of columns) {
      if (column.kind === 'computed') continue;
      const result = checkField(column, row[column.key], options);
      if ('error' in result) errors[`${table.key}.${index}.${column.key}`] = `第${index + 1}行${result.error}`;
      else if ('empty' in result) {
        if (column.required) errors[`${table.key}.${index}.${column.key}`] = `第${index + 1}行${requiredMessage(column)}`;
      } else out[column.key] = result.value as string | number | string[];
    }
    for (const column of columns) {
      if (column.kind !== 'computed' || !column.formula) continue;
      const v = evaluateFormula(column.formula, out, column.decimals ?? 2);
      if (v !== undefined) out[column.key] = v;
    }
    cleaned.push(out);
  }
  const max = table.maxRows ?? DEFAULT_MAX_ROWS;
  if (cleaned.length > max) errors[table.key] = `${table.label}最多${max}行`;
  else if (cleaned.length === 0 && table.required) errors[table.key] = requiredMessage(table);
  else if (table.minRows && cleaned.length > 0 && cleaned.length < table.minRows) errors[table.key] = `${table.label}至少需要${table.minRows}行`;
  return cleaned;
}

/**
 * Checks a whole answer against a form's definition, the way both the phone page (before sending)
 * and the server (before storing) do. One pass, top to bottom: a field's visibility is judged on the
 * cleaned answers above it (a padded or comma-separated answer counts as what it means; a computed
 * value is the server's, never the client's), and hidden fields are dropped, so a rule can never be
 * dodged by answering a field that should not show.
 */
export function checkAnswer(definition: Pick<TFormDefinition, 'fields'>, raw: Record<string, unknown>, options: TCheckOptions = {}): TAnswerCheck {
  const { values, errors } = walk(definition, raw, options);
  return { values, errors };
}

/** The pass itself, also telling which fields showed (descriptions included). */
function walk(definition: Pick<TFormDefinition, 'fields'>, raw: Record<string, unknown>, options: TCheckOptions) {
  const values: TAnswerValues = {};
  const errors: Record<string, string> = {};
  const shown: string[] = [];
  for (const field of definition.fields) {
    if (!isVisible(field, values)) continue;
    shown.push(field.key);
    if (field.kind === 'description') continue;
    if (field.kind === 'computed') {
      const v = field.formula ? evaluateFormula(field.formula, values, field.decimals ?? 2) : undefined;
      if (v !== undefined) values[field.key] = v;
      continue;
    }
    if (field.kind === 'table') {
      const rows = checkTable(field, raw[field.key], errors, options);
      if (rows && rows.length > 0) values[field.key] = rows;
      continue;
    }
    const result = checkField(field, raw[field.key], options);
    if ('error' in result) errors[field.key] = result.error;
    else if ('empty' in result) {
      if (field.required) errors[field.key] = requiredMessage(field);
    } else values[field.key] = result.value as TAnswerValues[string];
  }
  return { values, errors, shown };
}

/** The fields that show for these answers, in order: what the phone draws (the same rule as the checks). */
export function visibleFields(definition: Pick<TFormDefinition, 'fields'>, raw: Record<string, unknown>, options: TCheckOptions = {}): TField[] {
  const shown = new Set(walk(definition, raw, options).shown);
  return definition.fields.filter((f) => shown.has(f.key));
}
