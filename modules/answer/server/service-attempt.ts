import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, refuse } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { siteTime } from '@quad/platform/server/time';
import type { startAttempt, submitAttempt, TPaper } from '../contract';
import { OPTION_KEYS, JUDGE_KEYS, quizState, SUBMIT_GRACE_SECONDS } from '../rules';
import { drawPaper, optionsShown, scorePaper } from './grading';
import { findMyAttempt, findQuizFor, listOf, questionsOf, type TAttemptRow, type TQuestionRow, type TQuizRow } from './store';

type TStart = z.output<(typeof startAttempt)['input']>;
type TSubmit = z.output<(typeof submitAttempt)['input']>;
type TSubmitted = z.output<(typeof submitAttempt)['output']>;

export const LATE_MESSAGE = '已超过答题时限，本次答卷未被接受（记为超时）';

/** The last second a submission of the attempt is accepted: its deadline and the network's grace. */
export const lastSecondOf = (a: Pick<TAttemptRow, 'started' | 'limit_seconds'>): number =>
  Number(a.started) + Number(a.limit_seconds) + SUBMIT_GRACE_SECONDS;

/** An attempt as it stands at `now`: an open one whose time (and grace) ran out is 超时. */
export const stateAt = (a: Pick<TAttemptRow, 'state' | 'started' | 'limit_seconds'>, now: number) =>
  a.state === 'open' && now > lastSecondOf(a) ? 'late' : a.state;

const attemptOfRequest = (siteDb: SiteDb, quizId: string, userId: string, requestId: string) =>
  siteDb
    .selectFrom('answer_attempts')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

/** My attempt of the quiz still within its time, if any: starting again goes on with it. */
export async function runningAttempt(siteDb: SiteDb, quizId: string, userId: string, now: number): Promise<TAttemptRow | undefined> {
  const open = await siteDb
    .selectFrom('answer_attempts')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .where('state', '=', 'open')
    .orderBy('seq', 'desc')
    .execute();
  return open.find((a) => now <= Number(a.started) + Number(a.limit_seconds));
}

/** The paper of an attempt as the answering page shows it: the drawn questions, never their answers. */
async function paperOf(siteDb: SiteDb, quiz: TQuizRow, attempt: TAttemptRow): Promise<TPaper> {
  const bank = new Map((await questionsOf(siteDb, quiz.id)).map((q) => [q.id, q]));
  return {
    attemptId: attempt.id,
    quizId: quiz.id,
    title: quiz.title,
    seq: Number(attempt.seq),
    started: Number(attempt.started),
    deadline: Number(attempt.started) + Number(attempt.limit_seconds),
    now: nowSeconds(),
    questions: listOf(attempt.paper)
      .map((id) => bank.get(id))
      .filter((q): q is TQuestionRow => !!q)
      .map((q) => ({ id: q.id, kind: q.kind, text: q.text, options: optionsShown(q), points: Number(q.points) })),
  };
}

/**
 * Starts an attempt: a paper drawn from the bank by a seed kept with it, and the server's clock
 * started. A retry of the same request, or a start while an attempt is running, answers that attempt.
 * The attempt's number is part of its key, so parallel starts never pass the attempts limit; the
 * time allowed is frozen at the start and never runs past the quiz's closing.
 */
export async function startPaper(siteDb: SiteDb, timeZone: string, userId: string, input: TStart): Promise<TPaper> {
  const quiz = await findQuizFor(siteDb, userId, input.id);
  const earlier = await attemptOfRequest(siteDb, quiz.id, userId, input.requestId);
  if (earlier) return paperOf(siteDb, quiz, earlier);
  const now = nowSeconds();
  const running = await runningAttempt(siteDb, quiz.id, userId, now);
  if (running) return paperOf(siteDb, quiz, running);
  const state = quizState(Number(quiz.opens_at), Number(quiz.closes_at), now);
  if (state === 'pending') throw fail(`答题尚未开始，${siteTime(timeZone, Number(quiz.opens_at))} 开始`);
  if (state === 'closed') throw fail('答题活动已经结束');
  const noneLeft = () => refuse('answer.no-attempts-left', `每人最多可答${quiz.attempts_allowed}次，你的答题次数已用完`);
  const last = await siteDb
    .selectFrom('answer_attempts')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('quiz_id', '=', quiz.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  if (seq > Number(quiz.attempts_allowed)) throw noneLeft();
  const bank = await questionsOf(siteDb, quiz.id);
  const seed = randomInt(1, 2 ** 31);
  const attempt: TAttemptRow = {
    id: newId(),
    quiz_id: quiz.id,
    user_id: userId,
    seq,
    request_id: input.requestId,
    seed,
    paper: JSON.stringify(
      drawPaper(
        bank.map((q) => q.id),
        Number(quiz.draw),
        seed,
      ),
    ),
    started: now,
    limit_seconds: Math.min(Number(quiz.time_limit) * 60, Number(quiz.closes_at) - now),
    state: 'open',
    answers: '{}',
    score: 0,
    full_marks: 0,
    submitted: 0,
  };
  const started = await siteDb.transaction(async (tx) => {
    const inserted = await tx
      .insertInto('answer_attempts', attempt)
      .onConflict((c) => c.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await tx
      .updateTable('answer_quizzes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', quiz.id)
      .execute();
    return true;
  });
  if (started) return paperOf(siteDb, quiz, attempt);
  // A twin of this request, or another start of mine, won the race: answer the attempt it started.
  const twin = (await attemptOfRequest(siteDb, quiz.id, userId, input.requestId)) ?? (await runningAttempt(siteDb, quiz.id, userId, now));
  if (twin) return paperOf(siteDb, quiz, twin);
  throw noneLeft();
}

/** The answers as the paper allows them: known questions, known keys, one pick or one text where one is asked. */
function checkedAnswers(questions: TQuestionRow[], answers: Record<string, string[]>): Record<string, string[]> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const kept: Record<string, string[]> = {};
  for (const [id, given] of Object.entries(answers)) {
    const q = byId.get(id);
    if (!q) throw fail('答案中有不属于本次试卷的题目，请刷新后重试');
    const mine = q.kind === 'fill' ? given.slice(0, 1).map((t) => t.trim()) : [...new Set(given)];
    if (q.kind === 'fill') {
      kept[id] = mine;
      continue;
    }
    const keys: readonly string[] = q.kind === 'judge' ? JUDGE_KEYS : OPTION_KEYS.slice(0, listOf(q.options).length);
    if (mine.some((k) => !keys.includes(k))) throw fail('所选选项不存在，请刷新后重试');
    if (q.kind !== 'multiple' && mine.length > 1) throw fail('单选题和判断题只能选择一项');
    kept[id] = mine.sort();
  }
  return kept;
}

const summaryOf = (a: Pick<TAttemptRow, 'id' | 'score' | 'full_marks'>, quiz: Pick<TQuizRow, 'pass_mark'>): TSubmitted => ({
  id: a.id,
  score: Number(a.score),
  fullMarks: Number(a.full_marks),
  passed: Number(a.score) >= Number(quiz.pass_mark),
});

/**
 * Hands in an attempt and scores it. The deadline is the server's: its start, its time allowed and a
 * few seconds' grace for the network; later, the answers are refused and the attempt kept as 超时.
 * Handing in again (a retry, a twin) answers the first result.
 */
export async function submitPaper(siteDb: SiteDb, userId: string, input: TSubmit): Promise<TSubmitted> {
  const attempt = await findMyAttempt(siteDb, userId, input.attemptId);
  const quiz = await findQuizFor(siteDb, userId, attempt.quiz_id);
  if (attempt.state === 'submitted') return summaryOf(attempt, quiz);
  const now = nowSeconds();
  if (stateAt(attempt, now) === 'late') {
    await siteDb.updateTable('answer_attempts').set({ state: 'late' }).where('id', '=', attempt.id).where('state', '=', 'open').execute();
    throw refuse('answer.late', LATE_MESSAGE);
  }
  const drawn = new Set(listOf(attempt.paper));
  const questions = (await questionsOf(siteDb, quiz.id)).filter((q) => drawn.has(q.id));
  const answers = checkedAnswers(questions, input.answers);
  const { score, fullMarks } = scorePaper(questions, answers);
  const done = await siteDb
    .updateTable('answer_attempts')
    .set({ state: 'submitted', answers: JSON.stringify(answers), score, full_marks: fullMarks, submitted: now })
    .where('id', '=', attempt.id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) > 0) return summaryOf({ id: attempt.id, score, full_marks: fullMarks }, quiz);
  const now2 = await findMyAttempt(siteDb, userId, attempt.id);
  if (now2.state === 'submitted') return summaryOf(now2, quiz);
  throw refuse('answer.late', LATE_MESSAGE);
}
