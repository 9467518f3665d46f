import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { invalid } from '@quad/platform/server/errors';
import { FILE_TYPES, detectFileType } from '@quad/platform/server/files/file-types';
import { sizeLabel } from '@quad/platform/server/files/upload-service';
import { inflatesWithin } from '@quad/platform/server/files/zip-inflation';
import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';

/** exceljs is heavy (tens of MB resident): loaded by the first import or export, not by every server start. */
const excel = async () => (await import('exceljs')).default;

/** The columns of the people file, as administrators see them; import and export share them. */
export const PEOPLE_COLUMNS = [
  { key: 'username', header: '账号', width: 16 },
  { key: 'realname', header: '姓名', width: 12 },
  { key: 'number', header: '学工号', width: 16 },
  { key: 'type', header: '身份', width: 8 },
  { key: 'department', header: '院系', width: 18 },
  { key: 'class_name', header: '班级', width: 16 },
  { key: 'mobile', header: '手机号', width: 14 },
  { key: 'email', header: '邮箱', width: 24 },
  { key: 'password', header: '初始密码', width: 12 },
] as const;

export type TPeopleColumn = (typeof PEOPLE_COLUMNS)[number]['key'];
export type TSheetRecord = { row: number } & Partial<Record<TPeopleColumn, string>>;

export const TYPE_LABELS = { student: '学生', teacher: '教师', staff: '职工', visitor: '访客' } as const;

/** Cell text as the administrator typed it: numbers without `.0`, rich text flattened, dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/**
 * What a people workbook may hold once unzipped: 100 MB of sheet XML is some 200,000 people, and a
 * real workbook is a few times its file's size (a zip bomb is a thousand times).
 */
const XLSX_INFLATION = { maxBytes: 100 * 1024 * 1024, maxRatio: 100 };

/**
 * The first worksheet's rows as text. The zip is checked before any parsing (see `inflatesWithin`),
 * and rows are read as a stream: only their text is kept, not a workbook model of every cell.
 */
export async function readXlsx(data: Buffer): Promise<string[][]> {
  if (!(await inflatesWithin(data, XLSX_INFLATION))) {
    throw invalid({ file: `Excel 文件解压后过大（不能超过${sizeLabel(XLSX_INFLATION.maxBytes)}）或已损坏，请另存为 .xlsx 或分批导入` });
  }
  const reader = new (await excel()).stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows: string[][] | undefined;
  try {
    for await (const sheet of reader) {
      // Later sheets are skipped (their entries drained unparsed).
      if (rows) continue;
      rows = [];
      for await (const row of sheet) rows[row.number - 1] = (row.values as ExcelJS.CellValue[]).slice(1).map((v) => cellText(v).trim());
    }
  } catch {
    throw invalid({ file: '无法读取这个 Excel 文件，请另存为 .xlsx 后再试' });
  }
  if (!rows) throw invalid({ file: 'Excel 文件里没有工作表' });
  return Array.from(rows, (r) => r ?? []);
}

/** CSV files saved by Excel in China are usually GB18030: UTF-8 is tried first, strictly. */
function decodeCsv(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/** Zip archives and old binary Office files (.xls): not text, though no known document either. */
const BINARY_STARTS = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from([0xd0, 0xcf, 0x11, 0xe0])];

/** The rows of a people file, told apart by its content: an Excel workbook (.xlsx) or CSV text. */
export async function readPeopleFile(data: Buffer): Promise<string[][]> {
  const type = detectFileType(data);
  if (type === FILE_TYPES.xlsx) return readXlsx(data);
  if (type || BINARY_STARTS.some((start) => data.subarray(0, start.length).equals(start)))
    throw invalid({ file: '只能导入 Excel（.xlsx）或 CSV 文件' });
  return readCsv(decodeCsv(data));
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field.trim());
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field.trim());
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field.trim());
    rows.push(row);
  }
  return rows;
}

/** Rows under the header, keyed by column; the header may list the columns in any order. */
export function toRecords(rows: string[][]): TSheetRecord[] {
  const header = rows[0] ?? [];
  const index = new Map<TPeopleColumn, number>();
  for (const column of PEOPLE_COLUMNS) {
    const at = header.findIndex((h) => h.replace(/\s|\*/g, '') === column.header);
    if (at >= 0) index.set(column.key, at);
  }
  const missing = PEOPLE_COLUMNS.filter((c) => ['username', 'realname', 'type'].includes(c.key) && !index.has(c.key));
  if (missing.length) throw invalid({ file: `第一行缺少列：${missing.map((c) => c.header).join('、')}` });
  const records: TSheetRecord[] = [];
  rows.slice(1).forEach((cells, i) => {
    if (cells.every((c) => c === '')) return;
    const record: TSheetRecord = { row: i + 2 };
    for (const [key, at] of index) record[key] = cells[at] ?? '';
    records.push(record);
  });
  return records;
}

type TExportedPerson = Omit<TSheetRecord, 'row' | 'password' | 'type'> & { type: keyof typeof TYPE_LABELS };

/**
 * The people sheet in the import layout, what import reads back: the header (a template) and then
 * each page of `people` as it is read (`book.page` holds the next read while the file is slower).
 */
export async function writePeopleSheet(
  book: TWorkbookOut,
  people: AsyncIterable<TExportedPerson[]> | Iterable<TExportedPerson[]> = [],
): Promise<void> {
  const sheet = book.sheet(
    '人员',
    PEOPLE_COLUMNS.map((c) => c.header),
    PEOPLE_COLUMNS.map((c) => c.width),
  );
  for await (const page of people) {
    for (const person of page) {
      const record: Partial<Record<TPeopleColumn, string>> = { ...person, type: TYPE_LABELS[person.type] };
      sheet.add(PEOPLE_COLUMNS.map((c) => record[c.key] ?? null));
    }
    if (!(await book.page(page.length))) return;
  }
}
