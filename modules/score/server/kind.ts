import { z } from 'zod';
import { defineDatasetKind, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { GRADE_WORDS, PASS_FAIL_WORDS, RECORDS_KIND } from '../contract';
import { announceNewScores } from './announce';
import { credits, term } from './columns';

const WORDS: readonly string[] = [...GRADE_WORDS, ...PASS_FAIL_WORDS];
const EXAMS = ['正常', '补考', '重修'] as const;

/** 成绩: a number 0–100 (kept as written, 92.5) or one of the grade words. */
const score = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: '请填写成绩' }).trim().min(1, '请填写成绩'))
  .refine((s) => WORDS.includes(s) || (/^\d{1,3}(\.\d{1,2})?$/.test(s) && Number(s) <= 100), '成绩应为0–100的数字或 优秀/良好/中等/及格/不及格/合格/不合格/通过/不通过')
  .describe('成绩');

export const recordColumns = z.object({
  student: textColumn('学号', 40),
  name: optionalTextColumn('姓名', 40),
  term,
  code: textColumn('课程代码', 40),
  course: textColumn('课程名称', 80),
  credit: credits('学分'),
  score,
  points: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number({ error: '绩点必须是数字' }).min(0, '绩点不能小于0').max(5, '绩点不能大于5').optional()).describe('绩点'),
  category: optionalTextColumn('课程性质', 20),
  exam: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.enum(EXAMS, { error: '考试性质应为 正常、补考 或 重修' }).optional()).describe('考试性质'),
  degree: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.enum(['是', '否'], { error: '学位课应填 是 或 否' }).optional()).describe('学位课'),
  className: optionalTextColumn('班级', 60),
});
export type TRecordRow = z.output<typeof recordColumns>;

/**
 * Course scores, one row per student, term, course and sitting (正常/补考/重修). Personal: a student
 * reads their own; class teachers and counselors (score → staff) read their classes'. New rows are
 * announced in the inbox once (`announce.ts`).
 */
export const recordsKind = defineDatasetKind({
  id: RECORDS_KIND,
  owner: 'score',
  title: '学生成绩',
  columns: recordColumns,
  key: ['student', 'term', 'code', 'exam'],
  person: 'student',
  scope: 'className',
  staff: { app: 'score', modules: ['staff'] },
  onReady: announceNewScores,
});
