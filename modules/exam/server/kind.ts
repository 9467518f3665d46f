import { z } from 'zod';
import { choiceColumn, dateColumn, defineDatasetKind, optionalTextColumn, textColumn, timeColumn } from '@quad/datasets-engine/server';
import { ARRANGEMENTS_KIND, EXAM_TYPES } from '../contract';

/** 期末考试 is 期末: the file may write the type with or without 考试. */
const withoutExamWord = (cell: unknown) => (typeof cell === 'string' ? cell.trim().replace(/考试$/, '') : cell);

export const arrangementColumns = z
  .object({
    studentNo: textColumn('学号', 40),
    name: textColumn('姓名', 40),
    className: textColumn('班级', 60),
    term: textColumn('学期', 30),
    courseCode: textColumn('课程代码', 40),
    courseName: textColumn('课程名称', 80),
    examType: z.preprocess(withoutExamWord, choiceColumn('考试类型', EXAM_TYPES)).describe('考试类型'),
    // An exam falls in this century: another year is a typo, or an Excel cell of day 0 (1899-12-30).
    date: dateColumn('考试日期').refine((day) => day >= '2000' && day < '2100', '考试日期应在2000年至2099年之间'),
    start: timeColumn('开始时间', { message: '开始时间格式不正确，请填写如 09:00 的时间' }),
    end: timeColumn('结束时间', { message: '结束时间格式不正确，请填写如 11:00 的时间' }),
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
