import { drained } from '@quad/platform/server/streams';
import { siteTime } from '@quad/platform/server/time';
import type { Writable } from 'node:stream';
import { answersOf, parseValues } from '@quad/forms-engine/server';
import { answerText, shownFields } from './service-changes';
import { pageRows, type TPeopleQuery } from './service-people';
import { loadSource, type TViewer } from './service-viewer';

const CHUNK = 500;

const statusText = (p: { reportedAt: number; abnormal: string[]; late: boolean }) =>
  p.reportedAt === 0 ? '未报' : p.abnormal.length ? `异常（${p.abnormal.join('、')}）` : p.late ? '迟报' : '已报';

/**
 * A role page's list as an Excel file streamed into `out`: one row per person (name, number,
 * department, class, status, time, then every shown field of the form by its label), read a page
 * at a time. The three checks have no form: their rows stop at the time.
 */
export async function writeViewWorkbook(v: TViewer, p: TPeopleQuery, out: Writable): Promise<void> {
  // Loaded by the first export, not by every server start.
  const { default: Excel } = await import('exceljs');
  const src = await loadSource(v, p.kind);
  const fields = src.kind === 'checks' ? [] : shownFields(src.definition);
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow(['姓名', '学工号', '院系', '班级', '状态', '上报时间', ...fields.map((f) => f.label)]);
  header.font = { bold: true };
  header.commit();
  for (let page = 1; !out.destroyed; page++) {
    const people = await pageRows(v, src, p, page, CHUNK);
    const ids = fields.length ? people.map((person) => person.answerId).filter(Boolean) : [];
    const answers = ids.length ? await answersOf(v.siteDb, src.form.id, { ids }).execute() : [];
    const values = new Map(answers.map((a) => [a.id, parseValues(a.values_json)]));
    for (const person of people) {
      const answer = values.get(person.answerId) ?? {};
      sheet
        .addRow([
          person.realname,
          person.number,
          person.deptName,
          person.className,
          statusText(person),
          person.reportedAt ? siteTime(v.timeZone, person.reportedAt) : '',
          ...fields.map((f) => answerText(f, answer[f.key])),
        ])
        .commit();
    }
    await drained(out);
    if (people.length < CHUNK) break;
  }
  sheet.commit();
  await workbook.commit();
}
