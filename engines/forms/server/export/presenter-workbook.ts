import { drained } from '@quad/platform/server/streams';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TField, TFormDefinition } from '../../shared/definition';
import { siteTime } from '@quad/platform/server/time';
import { cellValue, tableSheetNames, type TCellContext } from './presenter-cells';
import { parseValues, type TResultForm } from '../results/store-form';
import { answerers, NOBODY, type TPerson } from '../results/store-people';
import { scanAnswers, type TScannedAnswer } from '../results/store-scan';

export const MAIN_SHEET = '答卷';

export interface TExport {
  siteDb: SiteDb;
  form: TResultForm;
  /** The current version's design: one column per field. */
  definition: TFormDefinition;
  timeZone: string;
  fileUrl: (id: string) => string;
}

type TRow = ExcelJS.CellValue[];

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, headers: string[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((h) => ({ width: Math.min(40, Math.max(10, h.length * 2 + 4)) }));
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  return sheet;
}

/**
 * Every pass reads the answers in the same order up to the same last answer, so a child-table row's
 * 答卷序号 is the number its answer has on the main sheet.
 */
async function eachAnswer(
  x: TExport,
  out: Writable,
  upTo: string | undefined,
  visit: (answer: TScannedAnswer, no: number, person: TPerson) => void,
): Promise<string | undefined> {
  let no = 0;
  let last = upTo;
  for await (const chunk of scanAnswers(x.siteDb, { formId: x.form.id, upTo, chunk: 500 })) {
    if (out.destroyed) return last;
    const personOf = x.form.anonymous ? () => NOBODY : await answerers(x.siteDb, chunk);
    for (const answer of chunk) visit(answer, ++no, personOf(answer));
    last = chunk[chunk.length - 1].id;
    await drained(out);
  }
  return last;
}

/**
 * The results workbook, streamed into `out`: sheet `答卷` with one row per answer, then one sheet
 * per child table with one row per table row. Rows are written as they are read; each sheet is a
 * pass over the answers, so no copy of the whole result is ever held.
 */
export async function writeResultsWorkbook(x: TExport, out: Writable): Promise<void> {
  // Loaded by the first export (tens of MB resident), not by every server start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const fields = x.definition.fields.filter((f) => f.kind !== 'description');
  const tables = fields.filter((f) => f.kind === 'table');
  const ctx: TCellContext = { fileUrl: x.fileUrl, tableSheets: tableSheetNames(tables, [MAIN_SHEET]) };
  const who = (p: TPerson): TRow => (x.form.anonymous ? [] : [p.name, p.number, p.department]);

  const main = addSheet(workbook, MAIN_SHEET, [
    '序号',
    ...(x.form.anonymous ? [] : ['姓名', '学工号', '部门']),
    '提交时间',
    '版本',
    ...fields.map((f) => f.label),
  ]);
  const last = await eachAnswer(x, out, undefined, (answer, no, person) => {
    const values = parseValues(answer.values_json);
    const cells = fields.map((f) => cellValue(f, values[f.key], ctx));
    main.addRow([no, ...who(person), siteTime(x.timeZone, answer.created), answer.version, ...cells]).commit();
  });
  main.commit();

  for (const table of tables) {
    const columns: TField[] = table.columns ?? [];
    const sheet = addSheet(workbook, ctx.tableSheets.get(table.key) ?? table.label, [
      '答卷序号',
      ...(x.form.anonymous ? [] : ['姓名']),
      ...columns.map((c) => c.label),
    ]);
    if (last !== undefined) {
      await eachAnswer(x, out, last, (answer, no, person) => {
        const rows = parseValues(answer.values_json)[table.key];
        if (!Array.isArray(rows)) return;
        for (const row of rows) {
          if (!row || typeof row !== 'object') continue;
          const cells = columns.map((c) => cellValue(c, (row as Record<string, unknown>)[c.key], ctx));
          sheet.addRow([no, ...(x.form.anonymous ? [] : [person.name]), ...cells]).commit();
        }
      });
    }
    sheet.commit();
  }
  await workbook.commit();
}
