import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import { answersOf, parseValues } from '@quad/forms-engine/server';
import { answerText, shownFields } from './service-changes';
import { pageRows, type TPeopleQuery } from './service-people';
import type { TSource, TViewer } from './service-viewer';

const CHUNK = 500;

const statusText = (p: { reportedAt: number; abnormal: string[]; late: boolean }) =>
  p.reportedAt === 0 ? '未报' : p.abnormal.length ? `异常（${p.abnormal.join('、')}）` : p.late ? '迟报' : '已报';

/**
 * A role page's list as an Excel sheet written through `book`: one row per person (name, number,
 * department, class, status, time, then every shown field of the form by its label), read a page
 * at a time. The three checks have no form: their rows stop at the time.
 */
export async function writeViewWorkbook(v: TViewer, src: TSource, p: TPeopleQuery, book: TWorkbookOut): Promise<void> {
  const fields = src.kind === 'checks' ? [] : shownFields(src.definition);
  const sheet = book.sheet('名单', ['姓名', '学工号', '院系', '班级', '状态', '上报时间', ...fields.map((f) => f.label)]);
  for (let page = 1; ; page++) {
    const people = await pageRows(v, src, p, page, CHUNK);
    const ids = fields.length ? people.map((person) => person.answerId).filter(Boolean) : [];
    const answers = ids.length ? await answersOf(v.siteDb, src.form.id, { ids }).execute() : [];
    const values = new Map(answers.map((a) => [a.id, parseValues(a.values_json)]));
    for (const person of people) {
      const answer = values.get(person.answerId) ?? {};
      sheet.add([
        person.realname,
        person.number,
        person.deptName,
        person.className,
        statusText(person),
        person.reportedAt ? siteTime(v.timeZone, person.reportedAt) : '',
        ...fields.map((f) => answerText(f, answer[f.key])),
      ]);
    }
    if (!(await book.page(people.length)) || people.length < CHUNK) return;
  }
}
