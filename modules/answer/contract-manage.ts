import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { audiencePicks, ZAudienceChoices } from '@quad/contracts/records';
import { idAnswer, okAnswer } from '@quad/contracts/shapes';
import { ZAttemptState, ZQuestionKind, ZQuizState, ZReviewMode } from './contract';
import { MAX_ATTEMPTS, MAX_QUESTIONS, MAX_TIME_LIMIT_MINUTES, OPTION_KEYS } from './rules';

const managers = callsFor({ app: 'answer', module: 'manage' });

/** A quiz in the console's list. */
export const ZManagedQuiz = z.object({
  id: z.string(),
  title: z.string(),
  state: ZQuizState,
  opensAt: z.number(),
  closesAt: z.number(),
  timeLimit: z.number(),
  draw: z.number(),
  bank: z.number(),
  attemptsAllowed: z.number(),
  /** Attempts started, and people who took part. */
  attempts: z.number(),
  people: z.number(),
  created: z.number(),
});
export type TManagedQuiz = z.infer<typeof ZManagedQuiz>;

export const listManagedQuizzes = managers.getOrPost('/answer/api/manage/list', '答题管理：全部答题活动', {
  input: pagedInput({ keyword: optionalText('标题', 50) }),
  output: pageOf(ZManagedQuiz),
});

export const ZQuestionInput = z.object({
  id: z.string().max(40).optional().describe('不填为新题目'),
  kind: ZQuestionKind,
  text: text('题目', 500),
  /** Choice questions' option texts in order (A, B, …); none for true/false and fill-in. */
  options: z
    .array(z.string().trim().max(200, '选项不能超过200个字'))
    .max(OPTION_KEYS.length, `最多${OPTION_KEYS.length}个选项`)
    .default([]),
  /** Choice: the correct options' keys; true/false: T or F; fill-in: the accepted answers. */
  answer: z.array(z.string().trim().max(200, '答案不能超过200个字')).max(10, '答案最多10个').describe('正确答案'),
  points: int('分值', 1, 100).default(1),
  explanation: optionalText('解析', 1000),
});
export type TQuestionInput = z.input<typeof ZQuestionInput>;

export const ZQuizSettings = z.object({
  title: text('答题活动名称', 60),
  description: optionalText('活动说明', 2000),
  opensAt: unixSeconds('开始时间'),
  closesAt: unixSeconds('结束时间'),
  timeLimit: int('答题时长（分钟）', 1, MAX_TIME_LIMIT_MINUTES),
  draw: int('每次抽题数', 0, MAX_QUESTIONS).default(0).describe('每次抽题数（0 为全部题目）'),
  attemptsAllowed: int('答题次数', 1, MAX_ATTEMPTS).default(1),
  passMark: int('及格分', 0, 100_000).default(0),
  review: ZReviewMode.default('submitted').describe('答案公布：submitted 交卷后可看，closed 活动结束后公布'),
  questions: z
    .array(ZQuestionInput, { error: '请添加题目' })
    .min(1, '请至少添加1道题目')
    .max(MAX_QUESTIONS, `最多${MAX_QUESTIONS}道题目`)
    .describe('题目'),
  all: flag('全体可参与'),
  ...audiencePicks,
});

export const saveQuiz = managers.post('/answer/api/manage/save', '新建或修改答题活动与题库（已有人答题后题库与计分规则不能再改）', {
  encoding: 'json',
  input: ZQuizSettings.extend({ id: z.string().max(40).optional().describe('不填为新建') }),
  output: idAnswer,
  errors: [1, 10004],
});

export const ZManagedQuestion = z.object({
  id: z.string(),
  kind: ZQuestionKind,
  text: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  points: z.number(),
  explanation: z.string(),
});
export type TManagedQuestion = z.infer<typeof ZManagedQuestion>;

export const ZManagedQuizDetail = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  opensAt: z.number(),
  closesAt: z.number(),
  timeLimit: z.number(),
  draw: z.number(),
  attemptsAllowed: z.number(),
  passMark: z.number(),
  review: ZReviewMode,
  state: ZQuizState,
  attempts: z.number(),
  questions: z.array(ZManagedQuestion),
  all: z.boolean(),
  departments: z.array(z.string()),
  classes: z.array(z.string()),
  roles: z.array(z.string()),
  people: z.array(z.string()),
});
export type TManagedQuizDetail = z.infer<typeof ZManagedQuizDetail>;

export const managedQuizDetail = managers
  .about(recordId('答题活动'))
  .getOrPost('/answer/api/manage/detail', '答题活动设置与题库（含正确答案）', {
    output: ZManagedQuizDetail,
  });

export const deleteQuiz = managers.about(recordId('答题活动')).post('/answer/api/manage/delete', '删除答题活动（连同题库与答题记录）', {
  output: okAnswer,
});

export const ZManagedAttempt = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string(),
  department: z.string(),
  seq: z.number(),
  state: ZAttemptState,
  score: z.number(),
  fullMarks: z.number(),
  passed: z.boolean(),
  used: z.number(),
  started: z.number(),
});
export type TManagedAttempt = z.infer<typeof ZManagedAttempt>;

export const listQuizAttempts = managers.getOrPost('/answer/api/manage/attempts', '答题成绩：每次答题的得分与用时', {
  input: pagedInput({ id: recordId('答题活动') }, { maxSize: 100 }),
  output: pageOf(ZManagedAttempt),
  errors: [10004],
});

export const quizAudienceOptions = managers.getOrPost('/answer/api/manage/audience', '可选的答题对象（部门、班级、角色）', {
  output: ZAudienceChoices,
});

/** The Excel file of one quiz's attempts (`?id=`). */
export const QUIZ_EXPORT_PATH = '/answer/api/manage/export';
export const ZQuizExportQuery = z.object({ id: recordId('答题活动') });
