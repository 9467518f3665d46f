import type { TColumn, TColumnKind, TField, TFieldKind } from '@quad/forms-engine/shared/definition';

/** The palette, in the order a designer reaches for them; names are `kind.<kind>` of the `forms-console` strings. */
export const FIELD_KINDS: TFieldKind[] = [
  'text',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'select',
  'date',
  'time',
  'datetime',
  'phone',
  'email',
  'idcard',
  'studentno',
  'region',
  'location',
  'image',
  'file',
  'signature',
  'table',
  'computed',
  'description',
];

export const CHOICE_KINDS: ReadonlySet<TFieldKind> = new Set(['radio', 'checkbox', 'select']);
export const NUMERIC_KINDS: ReadonlySet<TFieldKind> = new Set(['number', 'computed']);
export const LENGTH_KINDS: ReadonlySet<TFieldKind> = new Set(['text', 'textarea']);
export const DATE_KINDS: ReadonlySet<TFieldKind> = new Set(['date', 'time', 'datetime']);
export const UPLOAD_KINDS: ReadonlySet<TFieldKind> = new Set(['image', 'file']);

const KEY = /^([a-z]+)_(\d+)_(\d+)$/;

/** Every key of a design, child-table columns included (they share the form's numbering). */
export function allKeys(fields: readonly TField[]): string[] {
  return fields.flatMap((f) => [f.key, ...(f.columns ?? []).map((c) => c.key)]);
}

/**
 * A new field's key, `<kind>_<formNo>_<n>` as the original product names them, n one more than the
 * largest n of the form: keys are never reused, so answers of older versions keep their meaning.
 */
export function nextKey(fields: readonly TField[], kind: TFieldKind, formNo: number): string {
  const n = allKeys(fields).reduce((max, key) => Math.max(max, Number(KEY.exec(key)?.[3] ?? 0)), 0);
  return `${kind}_${formNo}_${n + 1}`;
}

/** Names given to what a new field starts with. */
export interface TNewFieldTexts {
  option: (n: number) => string;
  column: (n: number) => string;
}

/** What a new field of a kind starts as: choices get two options to edit, tables one column. */
export function newField(fields: readonly TField[], kind: TFieldKind, formNo: number, label: string, texts: TNewFieldTexts): TField {
  const field: TField = { key: nextKey(fields, kind, formNo), kind, label };
  if (CHOICE_KINDS.has(kind)) field.options = [1, 2].map((n) => ({ value: String(n), label: texts.option(n) }));
  if (kind === 'table') field.columns = [newColumn([...fields, field], 'text', formNo, texts.column(1))];
  if (kind === 'region') field.depth = 3;
  if (UPLOAD_KINDS.has(kind)) field.maxCount = 1;
  if (kind === 'computed') field.decimals = 2;
  if (kind === 'description') field.html = '';
  return field;
}

/** A new child-table column (its key numbered with the form's fields). */
export function newColumn(fields: readonly TField[], kind: TColumnKind, formNo: number, label: string): TColumn {
  return { key: nextKey(fields, kind, formNo), kind, label };
}

/** A copy of a field right under it, with fresh keys (its columns' too) and the label marked. */
export function duplicateField(fields: readonly TField[], index: number, formNo: number, suffix: string): TField[] {
  const source = fields[index];
  const copy: TField = { ...structuredClone(source), key: nextKey(fields, source.kind, formNo), label: `${source.label}${suffix}` };
  if (source.columns) {
    let known: TField[] = [...fields, copy];
    copy.columns = source.columns.map((c) => {
      const column = { ...c, key: nextKey(known, c.kind, formNo) };
      known = [...known, column];
      return column;
    });
  }
  return [...fields.slice(0, index + 1), copy, ...fields.slice(index + 1)];
}

/** The list with one item moved from one place to another (drag and drop, up and down). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Fields a condition may follow: those above, that hold an answer. */
export const conditionSources = (fields: readonly TField[], index: number): TField[] =>
  fields.slice(0, index).filter((f) => f.kind !== 'description' && f.kind !== 'table');

/** What a formula may name: number fields of the form, and number columns of its tables as `sum({table}.{column})`. */
export function formulaKeys(fields: readonly TField[], self: string): string[] {
  return fields.flatMap((f) => {
    if (f.key !== self && NUMERIC_KINDS.has(f.kind)) return [`{${f.key}}`];
    if (f.kind === 'table') return (f.columns ?? []).filter((c) => NUMERIC_KINDS.has(c.kind)).map((c) => `sum({${f.key}}.{${c.key}})`);
    return [];
  });
}

/**
 * A field with a changed kind-specific property; `undefined` removes it, so a cleared limit is no
 * limit rather than an empty value the server refuses.
 */
export function setProp<K extends keyof TField>(field: TField, prop: K, value: TField[K] | undefined): TField {
  const next = { ...field };
  if (value === undefined || value === null || (value as unknown) === '') delete next[prop];
  else next[prop] = value;
  return next;
}
