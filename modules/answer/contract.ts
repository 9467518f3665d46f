import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { recordId } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId } from '@quad/contracts/records';
import { ATTEMPT_STATES, QUESTION_KINDS, QUIZ_STATES, REVIEW_MODES } from './rules';

export const ZQuizState = z.enum(QUIZ_STATES);
export const ZReviewMode = z.enum(REVIEW_MODES);
export const ZQuestionKind = z.enum(QUESTION_KINDS);
export const ZAttemptState = z.enum(ATTEMPT_STATES);

/** A quiz in the phone's list, with how I have done in it. */
export const ZQuizItem = z.object({
  id: z.string(),
  title: z.string(),
  state: ZQuizState,
  opensAt: z.number(),
  closesAt: z.number(),
  /** Minutes an attempt may take. */
  timeLimit: z.number(),
  /** Questions on each paper. */
  questions: z.number(),
  attemptsAllowed: z.number(),
  attemptsUsed: z.number(),
  /** My best score over handed-in attempts, -1 before the first. */
  best: z.number(),
});
export type TQuizItem = z.infer<typeof ZQuizItem>;

export const ZQuizDetail = ZQuizItem.extend({
  description: z.string(),
  passMark: z.number(),
  review: ZReviewMode,
  /** The attempt I am in the middle of (within its time), '' for none: 继续答题. */
  openAttempt: z.string(),
  /** Whether I may start (or go on with) an attempt now. */
  canStart: z.boolean(),
  /** Why not, in Chinese, when I may not ('' otherwise). */
  blocked: z.string(),
});
export type TQuizDetail = z.infer<typeof ZQuizDetail>;

/** A question on a paper: never its answer. */
export const ZPaperQuestion = z.object({
  id: z.string(),
  kind: ZQuestionKind,
  text: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  points: z.number(),
});
export type TPaperQuestion = z.infer<typeof ZPaperQuestion>;

/** The paper of an attempt as the answering page shows it. */
export const ZPaper = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  title: z.string(),
  seq: z.number(),
  started: z.number(),
  /** When the time is up (Unix seconds, the server's clock). */
  deadline: z.number(),
  /** The server's clock when it answered, so the page counts down from its own offset. */
  now: z.number(),
  questions: z.array(ZPaperQuestion),
});
export type TPaper = z.infer<typeof ZPaper>;

/** Per question: the options' keys chosen, or the one text typed in. */
export const ZAnswers = z
  .record(z.string().max(40, '题目格式不正确'), z.array(z.string().max(200, '答案不能超过200个字')).max(10, '答案格式不正确'), {
    error: '答案格式不正确',
  })
  .describe('各题答案');
export type TAnswers = z.infer<typeof ZAnswers>;

/** One question of a handed-in attempt as it is reviewed. */
export const ZReviewQuestion = ZPaperQuestion.extend({
  mine: z.array(z.string()),
  /** Points got; -1 while the review is held back. */
  got: z.number(),
  /** Whether it scored; null while the review is held back. */
  right: z.boolean().nullable(),
  /** The correct keys, or the accepted texts of a fill-in; [] while held back. */
  correct: z.array(z.string()),
  /** The office's explanation; '' while held back. */
  explanation: z.string(),
});

export const ZAttemptResult = z.object({
  id: z.string(),
  quizId: z.string(),
  title: z.string(),
  seq: z.number(),
  state: ZAttemptState,
  score: z.number(),
  fullMarks: z.number(),
  passMark: z.number(),
  passed: z.boolean(),
  /** Seconds taken, from start to hand-in. */
  used: z.number(),
  started: z.number(),
  submitted: z.number(),
  /** Whether the correct answers are shown (after submitting, or only after closing). */
  reviewShown: z.boolean(),
  questions: z.array(ZReviewQuestion),
});
export type TAttemptResult = z.infer<typeof ZAttemptResult>;

export const ZAttemptItem = z.object({
  id: z.string(),
  quizId: z.string(),
  title: z.string(),
  seq: z.number(),
  state: ZAttemptState,
  score: z.number(),
  fullMarks: z.number(),
  passed: z.boolean(),
  used: z.number(),
  started: z.number(),
});
export type TAttemptItem = z.infer<typeof ZAttemptItem>;

export const ZRankEntry = z.object({ rank: z.number(), name: z.string(), score: z.number(), used: z.number(), mine: z.boolean() });
export type TRankEntry = z.infer<typeof ZRankEntry>;

export const ZRanking = z.object({
  title: z.string(),
  list: z.array(ZRankEntry),
  /** My place, whether or not in the list; null before my first handed-in attempt. */
  me: ZRankEntry.nullable(),
  people: z.number(),
});
export type TRanking = z.infer<typeof ZRanking>;

export const listMyQuizzes = signedIn.getOrPost('/answer/api/list', '我可以参加的答题活动（未开始、进行中、已结束）及我的最好成绩', {
  input: pagedInput(),
  output: pageOf(ZQuizItem),
});

export const quizDetail = signedIn.about(recordId('答题活动')).getOrPost('/answer/api/detail', '答题活动的规则与我的答题情况', {
  output: ZQuizDetail,
});

export const startAttempt = signedIn.post(
  '/answer/api/start',
  '开始答题：抽取试卷并开始计时（同一请求号只开始一次；进行中的答卷原样返回）',
  {
    encoding: 'json',
    input: z.object({ id: recordId('答题活动'), requestId }),
    output: ZPaper,
    errors: [1, 10004],
    reasons: ['answer.no-attempts-left'],
  },
);

export const submitAttempt = signedIn.post('/answer/api/submit', '交卷：在时限内提交答案并评分（超过时限的答卷不被接受）', {
  encoding: 'json',
  input: z.object({ attemptId: recordId('答卷'), answers: ZAnswers }),
  output: z.object({ id: z.string(), score: z.number(), fullMarks: z.number(), passed: z.boolean() }),
  errors: [1, 10004],
  reasons: ['answer.late'],
});

export const attemptRecord = signedIn.about(recordId('答卷')).getOrPost('/answer/api/record', '我的一次答题结果，及按设置公布的答案解析', {
  output: ZAttemptResult,
});

export const listMyAttempts = signedIn.getOrPost('/answer/api/history', '我的答题记录', {
  input: pagedInput({ quizId: recordId('答题活动').optional() }),
  output: pageOf(ZAttemptItem),
});

export const quizRanking = signedIn
  .about(recordId('答题活动'))
  .getOrPost('/answer/api/ranking', '排行榜：按最好成绩、用时排名（他人姓名隐去）', {
    output: ZRanking,
  });
