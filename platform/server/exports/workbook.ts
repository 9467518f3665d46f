import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { drained } from '../streams';

export type TCell = ExcelJS.CellValue;

/** A worksheet being written: rows go out as they are added, none is kept. */
export interface TSheetOut {
  add(cells: TCell[]): void;
}

/** What an export writes its file through (`TExportPlan.write`). */
export interface TWorkbookOut {
  /** A new worksheet with a bold, frozen header row; the one before it is finished first. */
  sheet(name: string, headers: string[], widths?: number[]): TSheetOut;
  /**
   * Called after each page of rows read from the database: counts `rows` toward the progress and
   * waits while the reader is slower than the database. False once the reader has gone: stop reading.
   */
  page(rows: number): Promise<boolean>;
}

/** A column as wide as its header, within what stays readable. */
const widthOf = (header: string) => Math.min(40, Math.max(10, header.length * 2 + 4));

/**
 * Writes a workbook into `out` with exceljs's streaming writer: each row is serialised and zipped as
 * it is added, so memory holds a page of rows, never the sheet. `progress` hears the rows counted so far, page by page.
 */
export async function streamWorkbook(out: Writable, write: (book: TWorkbookOut) => Promise<void>, progress?: (rows: number) => Promise<void>): Promise<void> {
  // Loaded by the first export (tens of MB resident), not by every server start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  let current: ExcelJS.Worksheet | undefined;
  let rows = 0;
  await write({
    sheet(name, headers, widths) {
      // The zip takes one sheet's entry at a time: an open sheet would hold the next one's rows in memory.
      current?.commit();
      const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = headers.map((h, i) => ({ width: widths?.[i] ?? widthOf(h) }));
      const header = sheet.addRow(headers);
      header.font = { bold: true };
      header.commit();
      current = sheet;
      return { add: (cells) => sheet.addRow(cells).commit() };
    },
    async page(n) {
      rows += n;
      await progress?.(rows);
      await drained(out);
      return !out.destroyed;
    },
  });
  current?.commit();
  await workbook.commit();
}
