import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstSheetValues, readSheetFile } from './sheet-file';

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('说明').addRow(['第二个工作表不读']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const ROWS = [['学号', '姓名', '金额'], ['2024010001', '张三', 12.3], ['2024010002', '李四', 0.1]];

afterEach(() => vi.restoreAllMocks());

describe('reading an uploaded workbook', () => {
  it('answers the first sheet’s rows as text, and counts rows beyond those kept', async () => {
    const data = await workbook(ROWS);
    expect([...(await readSheetFile(data, { maxUnzippedBytes: 10 * 1024 * 1024 }))]).toEqual([
      ['学号', '姓名', '金额'],
      ['2024010001', '张三', '12.3'],
      ['2024010002', '李四', '0.1'],
    ]);
    const { rows, filled } = await firstSheetValues(data, 2);
    expect(filled).toBe(3);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1)).toEqual(['2024010001', '张三', 12.3]);
  });

  it('reads a date cell as its day and a time cell as its time on Excel’s day zero', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('班车');
    sheet.addRow(['日期', '发车时间']);
    const row = sheet.addRow([new Date(Date.UTC(2026, 4, 1)), new Date(Date.UTC(1899, 11, 30, 7, 30))]);
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    row.getCell(2).numFmt = 'hh:mm';
    const data = Buffer.from(await book.xlsx.writeBuffer());
    expect([...(await readSheetFile(data, { maxUnzippedBytes: 10 * 1024 * 1024 }))][1]).toEqual(['2026-05-01', '1899-12-30T07:30:00.000Z']);
  });

  it('reads the file whole when exceljs’s streaming reader loses an entry (exceljs#3064)', async () => {
    const data = await workbook(ROWS);
    const streaming = vi.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, Symbol.asyncIterator).mockImplementation(async function* () {
      yield* [];
      throw new TypeError("Cannot read properties of undefined (reading 'sheets')");
    });
    const { rows, filled } = await firstSheetValues(data);
    expect(streaming).toHaveBeenCalled();
    expect(filled).toBe(3);
    expect(rows.map((r) => r.slice(1))).toEqual(ROWS);
  });

  it('refuses a file neither reader can read, in Chinese', async () => {
    const data = await workbook(ROWS);
    await expect(firstSheetValues(data.subarray(0, data.length - 200))).rejects.toMatchObject({ message: expect.stringMatching(/Excel|文件/) });
  });
});
