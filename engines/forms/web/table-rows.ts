import type { TCellRange, TTablePage } from './form-store';

/** A child table's row as the page holds it: cell values by column key (numbers still as typed). */
export type TRow = Record<string, unknown>;

/** Rows of a table answer, whatever shape a draft or an old answer stored them in. */
export function rowsOf(value: unknown): TRow[] {
  if (Array.isArray(value)) return value.filter((r): r is TRow => !!r && typeof r === 'object' && !Array.isArray(r));
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return rowsOf(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return [];
}

export const addRow = (rows: TRow[]): TRow[] => [...rows, {}];

export const removeRow = (rows: TRow[], index: number): TRow[] => rows.filter((_, i) => i !== index);

export const setCell = (rows: TRow[], index: number, key: string, value: unknown): TRow[] =>
  rows.map((row, i) => (i === index ? { ...row, [key]: value } : row));

const isBlankRow = (row: TRow) => Object.values(row).every((v) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0));

/** Rows a data source brought, after the rows already written (blank ones dropped), up to maxRows. */
export const withSourceRows = (rows: TRow[], added: TRow[], maxRows?: number): TRow[] =>
  [...rows.filter((r) => !isBlankRow(r)), ...added].slice(0, maxRows ?? Number.MAX_SAFE_INTEGER);

export const canAddRow = (rows: TRow[], maxRows?: number): boolean => maxRows === undefined || rows.length < maxRows;

/** The rows of one page (1-based), with the index of the first, and how many pages there are. */
export function pageRows(rows: TRow[], { page, size }: TTablePage): { rows: TRow[]; first: number; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  const first = (current - 1) * size;
  return { rows: rows.slice(first, first + size), first, pages, page: current };
}

const cellIds = (startRow: number, endRow: number, columns: string[]) => {
  const ids: string[] = [];
  for (let r = startRow; r <= endRow; r++) for (const key of columns) ids.push(`${r}:${key}`);
  return ids;
};

/**
 * Tap selection of cells: a tap picks one cell; a second tap in the same table, while a single cell
 * is picked, extends it to the rectangle between the two; a tap after a rectangle starts again.
 */
export function tapCell(previous: TCellRange | null, tableId: string, row: number, col: number, columnKeys: string[]): TCellRange {
  const single = previous && previous.tableId === tableId && previous.startRow === previous.endRow && previous.startCol === previous.endCol;
  const startRow = single ? Math.min(previous.startRow, row) : row;
  const endRow = single ? Math.max(previous.startRow, row) : row;
  const startCol = single ? Math.min(previous.startCol, col) : col;
  const endCol = single ? Math.max(previous.startCol, col) : col;
  return { tableId, startRow, endRow, startCol, endCol, selectedIds: cellIds(startRow, endRow, columnKeys.slice(startCol, endCol + 1)) };
}

export const isCellSelected = (range: TCellRange | null, tableId: string, row: number, col: number): boolean =>
  !!range && range.tableId === tableId && row >= range.startRow && row <= range.endRow && col >= range.startCol && col <= range.endCol;

/** Keeps a selection valid after a row is removed (rows below move up; a selection of only that row goes). */
export function afterRowRemoved(range: TCellRange | null, tableId: string, index: number, columnKeys: string[]): TCellRange | null {
  if (!range || range.tableId !== tableId || index > range.endRow) return range;
  if (range.startRow === range.endRow && range.startRow === index) return null;
  const startRow = index < range.startRow ? range.startRow - 1 : range.startRow;
  const endRow = range.endRow - 1;
  return { ...range, startRow, endRow, selectedIds: cellIds(startRow, endRow, columnKeys.slice(range.startCol, range.endCol + 1)) };
}
