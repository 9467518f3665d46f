import type { TField } from '@quad/forms-engine/shared/definition';
import { asStrings, asText } from './field-props';

/** Kinds whose answer reads as one line of text when shown read-only. */
const TEXTUAL = new Set<TField['kind']>(['text', 'textarea', 'number', 'date', 'time', 'datetime', 'radio', 'checkbox', 'select', 'phone', 'idcard', 'studentno', 'email']);

export const readsAsText = (field: TField): boolean => TEXTUAL.has(field.kind);

/** An answer as a person reads it: option labels instead of values, the unit after a number. */
export function displayValue(field: TField, value: unknown): string {
  const labelOf = (v: string) => field.options?.find((o) => o.value === v)?.label ?? v;
  switch (field.kind) {
    case 'radio':
    case 'select':
      return asText(value) ? labelOf(asText(value)) : '';
    case 'checkbox':
      return asStrings(value).map(labelOf).join('、');
    case 'number':
      return asText(value) && field.unit ? `${asText(value)} ${field.unit}` : asText(value);
    default:
      return asText(value);
  }
}
