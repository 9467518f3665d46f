import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { invalid } from '../errors';
import { FILE_TYPES, detectFileType } from '../files/file-types';
import { sizeLabel } from '../files/upload-service';
import { inflatesWithin } from '../files/zip-inflation';

/**
 * Reading a spreadsheet an administrator uploads (the people import, datasets): an Excel workbook
 * (.xlsx, its first sheet) or CSV text (UTF-8, else GB18030), told apart by content, as rows of
 * trimmed cell text. Callers map the header and check the records themselves.
 */

/** exceljs is heavy (tens of MB resident): loaded by the first upload, not by every server start. */
const excel = async () => (await import('exceljs')).default;

/** Cell text as the administrator typed it: numbers without `.0`, rich text flattened, dates as YYYY-MM-DD, times as ISO text on 1899-12-30. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  // A time cell is a date on Excel's day zero (1899-12-30): its time is what it holds.
  if (value instanceof Date) return value.getUTCFullYear() < 1900 ? value.toISOString() : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/**
 * The first worksheet's rows as exceljs gives them (cells from index 1; a missing row is empty), and
 * how many rows hold values: only the first `maxRows` of those are kept. Read as a stream, so only the
 * rows are held, not a workbook model. exceljs's streaming reader now and then loses a zip entry when
 * its consumer is slow (exceljs#3064: a busy server, a workbook exceljs wrote): that file is read again
 * whole, which never loses one. The caller checks the file's type and its unzipped size first.
 */
export async function firstSheetValues(data: Buffer, maxRows = Number.POSITIVE_INFINITY): Promise<{ rows: ExcelJS.CellValue[][]; filled: number }> {
  const Excel = await excel();
  let rows: ExcelJS.CellValue[][] | undefined;
  let filled = 0;
  const keep = (row: ExcelJS.Row) => {
    if (row.hasValues && ++filled <= maxRows) rows![row.number - 1] = row.values as ExcelJS.CellValue[];
  };
  try {
    const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([data]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      // Later sheets are skipped (their entries drained unparsed).
      if (rows) continue;
      rows = [];
      for await (const row of sheet) keep(row);
    }
  } catch {
    rows = undefined;
    filled = 0;
    try {
      const book = new Excel.Workbook();
      // exceljs types its Buffer as an ArrayBuffer; it reads a Node Buffer.
      await book.xlsx.load(data as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      if (sheet) {
        rows = [];
        sheet.eachRow(keep);
      }
    } catch {
      throw invalid({ file: '无法读取这个 Excel 文件，请另存为 .xlsx 后再试' });
    }
  }
  if (!rows) throw invalid({ file: 'Excel 文件里没有工作表' });
  return { rows: Array.from(rows, (r) => r ?? []), filled };
}

/** A workbook's first sheet as rows of trimmed cell text, its zip checked before any parsing (a real workbook unzips to a few times its size, a zip bomb to a thousand). */
async function readXlsx(data: Buffer, maxBytes: number): Promise<string[][]> {
  if (!(await inflatesWithin(data, { maxBytes, maxRatio: 100 }))) {
    throw invalid({ file: `Excel 文件解压后过大（不能超过${sizeLabel(maxBytes)}）或已损坏，请另存为 .xlsx 或分批导入` });
  }
  const { rows } = await firstSheetValues(data);
  return rows.map((row) => Array.from(row.slice(1), (v) => cellText(v).trim()));
}

/** CSV files saved by Excel in China are usually GB18030: UTF-8 is tried first, strictly. */
function decodeCsv(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/** RFC 4180 CSV, one row at a time (a 200,000-line file is never held as a table of cells): quoted fields may hold commas, quotes ("") and line breaks. */
export function* csvRows(text: string): Generator<string[]> {
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (quoted) {
      if (c === 34 /* " */) {
        field += input.slice(start, i);
        if (input.charCodeAt(i + 1) === 34) {
          field += '"';
          i++;
        } else quoted = false;
        start = i + 1;
      }
    } else if (c === 34 && field === '' && start === i) {
      quoted = true;
      start = i + 1;
    } else if (c === 44 /* , */ || c === 10 || c === 13) {
      row.push((field + input.slice(start, i)).trim());
      field = '';
      if (c !== 44) {
        if (c === 13 && input.charCodeAt(i + 1) === 10) i++;
        yield row;
        row = [];
      }
      start = i + 1;
    }
  }
  const last = field + input.slice(start);
  if (last !== '' || row.length) {
    row.push(last.trim());
    yield row;
  }
}

/** Zip archives and old binary Office files (.xls): not text, though no known document either. */
const BINARY_STARTS = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from([0xd0, 0xcf, 0x11, 0xe0])];

/** The rows of an uploaded sheet: a workbook's as a table, CSV's read as they are asked for. */
export async function readSheetFile(data: Buffer, options: { maxUnzippedBytes: number }): Promise<Iterable<string[]>> {
  const type = detectFileType(data);
  if (type === FILE_TYPES.xlsx) return readXlsx(data, options.maxUnzippedBytes);
  if (type || BINARY_STARTS.some((start) => data.subarray(0, start.length).equals(start))) throw invalid({ file: '只能导入 Excel（.xlsx）或 CSV 文件' });
  return csvRows(decodeCsv(data));
}
