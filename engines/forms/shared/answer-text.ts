import type { TField } from './definition';

export interface TAnswerTexts {
  /** `N 行` for a child table. */
  rows: (count: number) => string;
  /** `N 个文件` for uploads. */
  files: (count: number) => string;
  /** 已签名 for a signature. */
  signed: string;
}

const labelOf = (field: Pick<TField, 'options'>, value: string): string => field.options?.find((o) => o.value === value)?.label ?? value;

/**
 * One answer value as a line of text for a table cell, a printed page or an approval's values: option
 * names, not values. Shared (zod-free) so the console and an area's server say an answer alike.
 */
export function answerText(field: TField, value: unknown, texts: TAnswerTexts): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.kind) {
    case 'radio':
    case 'select':
      return labelOf(field, String(value));
    case 'checkbox':
      return (Array.isArray(value) ? value : [value]).map((v) => labelOf(field, String(v))).join('、');
    case 'region':
      return Array.isArray(value) ? value.join(' ') : String(value);
    case 'image':
    case 'file':
      return texts.files(Array.isArray(value) ? value.length : 1);
    case 'signature':
      return texts.signed;
    case 'location':
      return typeof value === 'object' && 'address' in value ? String((value as { address: unknown }).address) : String(value);
    case 'table':
      return texts.rows(Array.isArray(value) ? value.length : 0);
    case 'number':
    case 'computed':
      return field.unit ? `${String(value)} ${field.unit}` : String(value);
    default:
      return Array.isArray(value) ? value.join('、') : String(value);
  }
}

