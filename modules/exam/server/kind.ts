import { z } from 'zod';
import { asCell, defineDatasetKind, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { ARRANGEMENTS_KIND, EXAM_TYPES } from '../contract';
import { clockOf, dayOf } from './exam-time';

/** A text cell turned into a normal form by `read` (undefined: refused with `message`). */
const normalized = (title: string, read: (text: string) => string | undefined, { message }: { message: string }) =>
  z
    .preprocess(asCell, z.string({ error: `请填写${title}` }).trim().min(1, `请填写${title}`))
    .transform((text, ctx) => {
      const value = read(text);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    })
    .describe(title);

/** 期末考试 is 期末: the file may write the type with or without 考试. */
function examTypeOf(text: string): string | undefined {
  const type = text.replace(/考试$/, '');
  return (EXAM_TYPES as readonly string[]).includes(type) ? type : undefined;
}

export const arrangementColumns = z
  .object({
    studentNo: textColumn('学号', 40),
    name: textColumn('姓名', 40),
    className: textColumn('班级', 60),
    term: textColumn('学期', 30),
    courseCode: textColumn('课程代码', 40),
    courseName: textColumn('课程名称', 80),
    examType: normalized('考试类型', examTypeOf, { message: `考试类型只能是${EXAM_TYPES.join('、')}` }),
    date: normalized('考试日期', dayOf, { message: '考试日期格式不正确，请填写如 2026-12-01 的日期' }),
    start: normalized('开始时间', clockOf, { message: '开始时间格式不正确，请填写如 09:00 的时间' }),
    end: normalized('结束时间', clockOf, { message: '结束时间格式不正确，请填写如 11:00 的时间' }),
    campus: optionalTextColumn('校区', 30),
    room: textColumn('考场', 60),
    seat: optionalTextColumn('座位号', 20),
    note: optionalTextColumn('备注', 200),
  })
  .superRefine((row, ctx) => {
    // Times are HH:MM by now, so text order is time order.
    if (row.end <= row.start) ctx.addIssue({ code: 'custom', path: ['end'], message: '结束时间必须晚于开始时间' });
  });
export type TArrangementRow = z.output<typeof arrangementColumns>;

/**
 * One student's exam: theirs to read (学号 = their username), their counselors' by class, a site-wide
 * exam → manage role's all. Keyed by 学号+学期+课程代码+考试类型: a 补考 is another row than the 期末.
 */
export const arrangementsKind = defineDatasetKind({
  id: ARRANGEMENTS_KIND,
  owner: 'exam',
  title: '考试安排',
  columns: arrangementColumns,
  key: ['studentNo', 'term', 'courseCode', 'examType'],
  person: 'studentNo',
  scope: 'className',
  staff: { app: 'exam', modules: ['manage'] },
});
