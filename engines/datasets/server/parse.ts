import { invalid } from '@quad/platform/server/errors';
import { csvRows, readSheetFile } from '@quad/platform/server/imports/sheet-file';
import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import type { TDatasetKind } from './kinds';

/**
 * Reading a dataset file: an Excel workbook (.xlsx, its first sheet) or CSV text (UTF-8 or GB18030),
 * the first row naming the columns by name or Chinese title. The platform reads the file
 * (`imports/sheet-file.ts`, as for the people import); this maps the header to the kind's columns.
 */

/** What a data workbook may hold once unzipped: a 200,000-row score file is well within it. */
const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

/** Line feeds in a buffer: a CSV file's lines, near enough for a progress bar (a quoted line break counts too). */
function lineFeeds(data: Buffer): number {
  let count = 0;
  for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) count++;
  return data.length && data[data.length - 1] !== 10 ? count + 1 : count;
}

/**
 * The rows of a data file, told apart by its content: an Excel workbook (.xlsx) or CSV text (its rows
 * read as they are asked for), with how many lines it has, header included (the upload's progress).
 */
export async function readDataFile(data: Buffer): Promise<{ rows: Iterable<string[]>; lines: number }> {
  const rows = await readSheetFile(data, { maxUnzippedBytes: MAX_UNZIPPED_BYTES });
  return { rows, lines: Array.isArray(rows) ? rows.length : lineFeeds(data) };
}

/** RFC 4180 CSV as a table (the engine's callers and tests; uploads are read row by row). */
export const readCsv = (text: string): string[][] => [...csvRows(text)];

const headerText = (h: string) => h.replace(/\s|\*/g, '');

/**
 * The rows under the header as the kind's records, each with its line in the file (header = 1), made
 * one at a time as the check asks for them. A header cell names a column by its name or its Chinese
 * title, in any order; other columns are ignored; a required column missing from the header refuses
 * the file. Empty cells are left out (an optional column's default applies); blank lines are skipped.
 */
export function fileRecords(kind: TDatasetKind, table: Iterable<string[]>): Iterable<{ row: number; record: Record<string, unknown> }> {
  const rows = table[Symbol.iterator]();
  const first = rows.next();
  const header = (first.done ? [] : first.value).map(headerText);
  const index: [string, number][] = [];
  for (const column of kind.columnList) {
    const at = header.findIndex((h) => h === column.name || h === headerText(column.title));
    if (at >= 0) index.push([column.name, at]);
  }
  const found = new Set(index.map(([name]) => name));
  const missing = kind.columnList.filter((c) => c.required && !found.has(c.name));
  if (missing.length) throw invalid({ file: `第一行缺少列：${missing.map((c) => c.title).join('、')}` });
  return (function* () {
    let line = 1;
    for (let next = rows.next(); !next.done; next = rows.next()) {
      line++;
      const cells = next.value;
      if (!cells || cells.every((c) => c === '')) continue;
      const record: Record<string, unknown> = {};
      for (const [name, at] of index) {
        const cell = cells[at];
        if (cell !== undefined && cell !== '') record[name] = cell;
      }
      yield { row: line, record };
    }
  })();
}

/** The kind's template: its column titles as the header row, required ones starred. */
export function writeTemplate(book: TWorkbookOut, kind: TDatasetKind): void {
  book.sheet(
    kind.title.slice(0, 31),
    kind.columnList.map((c) => (c.required ? `${c.title}*` : c.title)),
  );
}
