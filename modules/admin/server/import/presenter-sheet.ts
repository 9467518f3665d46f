import { invalid } from '@quad/platform/server/errors';
import { readSheetFile } from '@quad/platform/server/imports/sheet-file';
import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';

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

/**
 * What a people workbook may hold once unzipped: 100 MB of sheet XML is some 200,000 people, and a
 * real workbook is a few times its file's size (a zip bomb is a thousand times).
 */
const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

/** The rows of a people file, told apart by its content: an Excel workbook (.xlsx) or CSV text. */
export async function readPeopleFile(data: Buffer): Promise<string[][]> {
  return Array.from(await readSheetFile(data, { maxUnzippedBytes: MAX_UNZIPPED_BYTES }));
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
