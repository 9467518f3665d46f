import type { TCell, TWorkbookOut } from '@quad/platform/server/exports/workbook';
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

type TRow = TCell[];

/** Rows the progress counts: the answers once for the main sheet and once more per child table's pass. */
export const workbookPasses = (definition: TFormDefinition): number => 1 + definition.fields.filter((f) => f.kind === 'table').length;

/**
 * Every pass reads the answers in the same order up to the same last answer, so a child-table row's
 * 答卷序号 is the number its answer has on the main sheet.
 */
async function eachAnswer(
  x: TExport,
  book: TWorkbookOut,
  upTo: string | undefined,
  visit: (answer: TScannedAnswer, no: number, person: TPerson) => void,
): Promise<string | undefined> {
  let no = 0;
  let last = upTo;
  for await (const chunk of scanAnswers(x.siteDb, { formId: x.form.id, upTo, chunk: 500 })) {
    const personOf = x.form.anonymous ? () => NOBODY : await answerers(x.siteDb, chunk);
    for (const answer of chunk) visit(answer, ++no, personOf(answer));
    last = chunk[chunk.length - 1].id;
    // The reader has gone: nothing further is read, not even the child tables' passes.
    if (!(await book.page(chunk.length))) return undefined;
  }
  return last;
}

/**
 * The results workbook, written through `book`: sheet `答卷` with one row per answer, then one sheet
 * per child table with one row per table row. Rows are written as they are read; each sheet is a
 * pass over the answers, so no copy of the whole result is ever held.
 */
export async function writeResultsWorkbook(x: TExport, book: TWorkbookOut): Promise<void> {
  const fields = x.definition.fields.filter((f) => f.kind !== 'description');
  const tables = fields.filter((f) => f.kind === 'table');
  const ctx: TCellContext = { fileUrl: x.fileUrl, tableSheets: tableSheetNames(tables, [MAIN_SHEET]) };
  const who = (p: TPerson): TRow => (x.form.anonymous ? [] : [p.name, p.number, p.department]);

  const main = book.sheet(MAIN_SHEET, [
    '序号',
    ...(x.form.anonymous ? [] : ['姓名', '学工号', '部门']),
    '提交时间',
    '版本',
    ...fields.map((f) => f.label),
  ]);
  const last = await eachAnswer(x, book, undefined, (answer, no, person) => {
    const values = parseValues(answer.values_json);
    const cells = fields.map((f) => cellValue(f, values[f.key], ctx));
    main.add([no, ...who(person), siteTime(x.timeZone, answer.created), answer.version, ...cells]);
  });

  for (const table of tables) {
    const columns: TField[] = table.columns ?? [];
    const sheet = book.sheet(ctx.tableSheets.get(table.key) ?? table.label, [
      '答卷序号',
      ...(x.form.anonymous ? [] : ['姓名']),
      ...columns.map((c) => c.label),
    ]);
    if (last !== undefined) {
      await eachAnswer(x, book, last, (answer, no, person) => {
        const rows = parseValues(answer.values_json)[table.key];
        if (!Array.isArray(rows)) return;
        for (const row of rows) {
          if (!row || typeof row !== 'object') continue;
          const cells = columns.map((c) => cellValue(c, (row as Record<string, unknown>)[c.key], ctx));
          sheet.add([no, ...(x.form.anonymous ? [] : [person.name]), ...cells]);
        }
      });
    }
  }
}
