import type ExcelJS from 'exceljs';
import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import { detectFileType, FILE_TYPES } from '@quad/platform/server/files/file-types';
import { inflatesWithin } from '@quad/platform/server/files/zip-inflation';
import { firstSheetValues } from '@quad/platform/server/imports/sheet-file';
import { checkPayers, MAX_PAYERS, payerLine, type TPayerEntry } from './payer-lines';

/** Unzipped, a sheet of MAX_PAYERS rows is a few MB; a zip bomb is a thousand times its file. */
const XLSX_INFLATION = { maxBytes: 50 * 1024 * 1024, maxRatio: 100 };

/** Headers the office may give the number column: the same people go by 工号 (staff) or 学号 (students). */
const numberHeaders = ['学工号', '工号', '学号'];

/** A cell as a plain value: rich text flattened, a formula's result, a hyperlink's text. */
function plain(value: ExcelJS.CellValue): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return plain(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
  }
  return String(value);
}

const textOf = (value: ExcelJS.CellValue) => String(plain(value) ?? '').trim();

/**
 * A yuan amount as `checkPayers` reads it. Excel keeps numbers as doubles (12.3 is 12.29999…), so a number
 * with at most two decimals goes through toFixed(2); one with more stays as it is, for the check to refuse.
 */
function amountText(value: ExcelJS.CellValue): string {
  const amount = plain(value);
  if (typeof amount !== 'number') return (amount ?? '').trim();
  const fixed = amount.toFixed(2);
  return Math.abs(Number(fixed) - amount) < 1e-6 ? fixed : String(amount);
}

/** The first sheet's rows as exceljs gives them (cells from index 1), after checking the file is a safe .xlsx. */
async function firstSheet(data: Buffer): Promise<ExcelJS.CellValue[][]> {
  // By content: a renamed .xls or CSV is not a workbook whatever its name says.
  if (detectFileType(data) !== FILE_TYPES.xlsx) throw invalid({ file: '只能导入 Excel（.xlsx）文件，请在 Excel 中另存为 .xlsx 后再试' });
  if (!(await inflatesWithin(data, XLSX_INFLATION))) throw invalid({ file: 'Excel 文件解压后过大或已损坏，请另存为 .xlsx 后再试' });
  // The header and MAX_PAYERS people at most: more is refused without keeping them.
  const { rows, filled } = await firstSheetValues(data, MAX_PAYERS + 1);
  if (filled > MAX_PAYERS + 1) throw invalid({ file: `缴费名单最多${MAX_PAYERS}行` });
  return rows;
}

/** The sheet's payers with their Excel row numbers (the header is row 1); blank rows are skipped. */
export async function readPayersSheet(data: Buffer): Promise<TPayerEntry[]> {
  const rows = await firstSheet(data);
  // Array.from, not map: exceljs leaves holes for empty cells, which map would keep.
  const header = Array.from(rows[0] ?? [], (h) => textOf(h).replace(/\s|\*/g, ''));
  if (!header.some(Boolean)) throw invalid({ file: '表格是空的：第一行应为表头“学工号、金额”，其下每行一人' });
  const numberAt = header.findIndex((h) => numberHeaders.includes(h));
  // 金额（元） is read as 金额: the unit is yuan either way.
  const amountAt = header.findIndex((h) => h.startsWith('金额'));
  const missing = [numberAt < 0 ? '学工号' : '', amountAt < 0 ? '金额' : ''].filter(Boolean);
  if (missing.length) throw invalid({ file: `第一行缺少列：${missing.join('、')}` });
  const entries: TPayerEntry[] = [];
  rows.slice(1).forEach((cells, i) => {
    const username = textOf(cells[numberAt]);
    const amount = amountText(cells[amountAt]);
    if (username || amount) entries.push({ username, amount, line: i + 2 });
  });
  if (!entries.length) throw invalid({ file: '表格里没有缴费人：请在表头下每行填写一人的学工号和金额' });
  return entries;
}

/** The list in the sheet as the payers field holds it, checked like typed lines; nothing is saved. */
export async function importPayers(siteDb: SiteDb, data: Buffer): Promise<{ payers: string; count: number; totalFen: number }> {
  const payers = await checkPayers(siteDb, await readPayersSheet(data));
  return {
    payers: payers.map((p) => payerLine(p.username, p.amountFen)).join('\n'),
    count: payers.length,
    totalFen: payers.reduce((sum, p) => sum + p.amountFen, 0),
  };
}

/** The template: the columns import reads and one example row (a number as text, an amount with decimals). */
export function writePayersTemplate(book: TWorkbookOut): Promise<void> {
  const sheet = book.sheet('缴费名单', ['学工号', '姓名', '金额'], [16, 12, 12]);
  sheet.add(['2025010001', '张三', 1280.5]);
  return Promise.resolve();
}
