import type ExcelJS from 'exceljs';
import type { TField, TLocation } from '../../shared/definition';
import { isAnswered } from '../results/service-stats';

/** How an answer reads in a cell; `fileUrl` turns an upload id into this site's attachment URL. */
export interface TCellContext {
  fileUrl: (id: string) => string;
  /** Child table field key → its worksheet's name. */
  tableSheets: Map<string, string>;
}

const labelOf = (field: TField, value: unknown) => field.options?.find((o) => o.value === value)?.label ?? String(value);

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** One answer (or one child-table cell) as an Excel cell value. */
export function cellValue(field: TField, value: unknown, ctx: TCellContext): ExcelJS.CellValue {
  if (!isAnswered(value)) return null;
  switch (field.kind) {
    case 'number':
    case 'computed': {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'radio':
    case 'select':
    case 'checkbox':
      return asArray(value).map((v) => labelOf(field, v)).join('、');
    case 'region':
      return String(value).split('/').join(' ');
    case 'location':
      return (value as Partial<TLocation>).address ?? '';
    case 'image':
    case 'file':
    case 'signature': {
      // A cell holds one link: the first file is clickable, every address is listed to copy.
      const urls = asArray(value).map((id) => ctx.fileUrl(String(id)));
      return { text: urls.join('\n'), hyperlink: urls[0] };
    }
    case 'table':
      return `见“${ctx.tableSheets.get(field.key) ?? field.label}”工作表`;
    default:
      return asArray(value).map(String).join('、');
  }
}

const SHEET_NAME_MAX = 31;

/**
 * Worksheet names Excel accepts for the child tables: no `[]:*?/\`, at most 31 characters, unique
 * (the main sheet's name included).
 */
export function tableSheetNames(tables: TField[], taken: string[]): Map<string, string> {
  const used = new Set(taken);
  const names = new Map<string, string>();
  for (const t of tables) {
    const base = t.label.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, SHEET_NAME_MAX) || '子表';
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base.slice(0, SHEET_NAME_MAX - String(n).length - 2)}(${n})`;
    used.add(name);
    names.set(t.key, name);
  }
  return names;
}

