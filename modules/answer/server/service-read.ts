import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TPage } from '@quad/platform/server/db/paging';
import { nowSeconds } from '@quad/platform/server/ids';
import { loadMember, memberMatches } from '@quad/platform/server/identity/audience';
import type { TAttemptItem, TAttemptResult, TQuizDetail, TQuizItem } from '../contract';
import { quizState, type TQuizState } from '../rules';
import { isRight, optionsShown } from './grading';
import { runningAttempt, stateAt } from './service-attempt';
import { audienceOf, findMyAttempt, findQuiz, findQuizFor, listOf, questionsOf, type TAttemptRow, type TQuizRow } from './store';

/** Quizzes a phone list considers: the latest by closing time (a site runs tens a term, not thousands). */
const LIST_LIMIT = 500;

/** Open quizzes first (closing soonest first), then those to come, then the closed (latest first). */
const RANK: Record<TQuizState, number> = { open: 0, pending: 1, closed: 2 };

type TMine = Pick<TAttemptRow, 'quiz_id' | 'state' | 'score'>;

async function myAttemptsOf(siteDb: SiteDb, userId: string, quizIds: string[]): Promise<TMine[]> {
  if (quizIds.length === 0) return [];
  return siteDb
    .selectFrom('answer_attempts')
    .select(['quiz_id', 'state', 'score'])
    .where('user_id', '=', userId)
    .where('quiz_id', 'in', quizIds)
    .execute();
}

/** Questions on each paper: the draw, or the whole bank. */
const paperSize = (quiz: TQuizRow, bank: number) => (Number(quiz.draw) > 0 ? Math.min(Number(quiz.draw), bank) : bank);

function item(quiz: TQuizRow, bank: number, mine: TMine[], now: number): TQuizItem {
  const scores = mine.filter((a) => a.state === 'submitted').map((a) => Number(a.score));
  return {
    id: quiz.id,
    title: quiz.title,
    state: quizState(Number(quiz.opens_at), Number(quiz.closes_at), now),
    opensAt: Number(quiz.opens_at),
    closesAt: Number(quiz.closes_at),
    timeLimit: Number(quiz.time_limit),
    questions: paperSize(quiz, bank),
    attemptsAllowed: Number(quiz.attempts_allowed),
    attemptsUsed: mine.length,
    best: scores.length ? Math.max(...scores) : -1,
  };
}

async function bankSizes(siteDb: SiteDb, quizIds: string[]): Promise<Map<string, number>> {
  if (quizIds.length === 0) return new Map();
  const rows = await siteDb
    .selectFrom('answer_questions')
    .select(['quiz_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('quiz_id', 'in', quizIds)
    .groupBy('quiz_id')
    .execute();
  return new Map(rows.map((r) => [r.quiz_id, Number(r.n)]));
}

/** The quizzes whose audience includes me, a page at a time, with my attempts and best score. */
export async function myQuizzes(siteDb: SiteDb, userId: string, page: TPage): Promise<{ list: TQuizItem[]; total: number }> {
  const member = await loadMember(siteDb, userId);
  const rows = (
    await siteDb.selectFrom('answer_quizzes').selectAll().orderBy('closes_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute()
  ).filter((row) => memberMatches(member, audienceOf(row)));
  const ids = rows.map((r) => r.id);
  const [mine, banks] = await Promise.all([myAttemptsOf(siteDb, userId, ids), bankSizes(siteDb, ids)]);
  const now = nowSeconds();
  const items = rows
    .map((row) =>
      item(
        row,
        banks.get(row.id) ?? 0,
        mine.filter((a) => a.quiz_id === row.id),
        now,
      ),
    )
    .sort((a, b) => RANK[a.state] - RANK[b.state] || (a.state === 'closed' ? b.closesAt - a.closesAt : a.closesAt - b.closesAt));
  const from = (page.page - 1) * page.size;
  return { list: items.slice(from, from + page.size), total: items.length };
}

/** A quiz's rules as its taker reads them before starting, and whether (and why not) they may start. */
export async function quizForTaker(siteDb: SiteDb, userId: string, id: string): Promise<TQuizDetail> {
  const quiz = await findQuizFor(siteDb, userId, id);
  const now = nowSeconds();
  const [mine, banks, running] = await Promise.all([
    myAttemptsOf(siteDb, userId, [quiz.id]),
    bankSizes(siteDb, [quiz.id]),
    runningAttempt(siteDb, quiz.id, userId, now),
  ]);
  const base = item(quiz, banks.get(quiz.id) ?? 0, mine, now);
  const blocked = running
    ? ''
    : base.state === 'pending'
      ? '答题尚未开始'
      : base.state === 'closed'
        ? '答题活动已经结束'
        : base.attemptsUsed >= base.attemptsAllowed
          ? '你的答题次数已用完'
          : '';
  return {
    ...base,
    description: quiz.description,
    passMark: Number(quiz.pass_mark),
    review: quiz.review,
    openAttempt: running?.id ?? '',
    canStart: blocked === '',
    blocked,
  };
}

/** Whether an attempt's correct answers may be shown: once handed in, per the quiz's setting. */
const reviewShown = (quiz: TQuizRow, state: string, now: number) =>
  state !== 'open' && (quiz.review === 'submitted' || now >= Number(quiz.closes_at));

/** One attempt of mine with its paper, my answers and, when the quiz allows, the correct ones. */
export async function myAttemptResult(siteDb: SiteDb, userId: string, id: string): Promise<TAttemptResult> {
  const attempt = await findMyAttempt(siteDb, userId, id);
  const quiz = await findQuiz(siteDb, attempt.quiz_id);
  const now = nowSeconds();
  const state = stateAt(attempt, now);
  const shown = reviewShown(quiz, state, now);
  const bank = new Map((await questionsOf(siteDb, quiz.id)).map((q) => [q.id, q]));
  const answers = JSON.parse(attempt.answers) as Record<string, string[]>;
  const submitted = state === 'submitted';
  return {
    id: attempt.id,
    quizId: quiz.id,
    title: quiz.title,
    seq: Number(attempt.seq),
    state,
    score: Number(attempt.score),
    fullMarks: Number(attempt.full_marks),
    passMark: Number(quiz.pass_mark),
    passed: submitted && Number(attempt.score) >= Number(quiz.pass_mark),
    used: submitted ? Number(attempt.submitted) - Number(attempt.started) : 0,
    started: Number(attempt.started),
    submitted: Number(attempt.submitted),
    reviewShown: shown,
    questions: listOf(attempt.paper).flatMap((qid) => {
      const q = bank.get(qid);
      if (!q) return [];
      const mine = answers[qid] ?? [];
      const right = isRight(q, mine);
      return [
        {
          id: q.id,
          kind: q.kind,
          text: q.text,
          options: optionsShown(q),
          points: Number(q.points),
          mine,
          got: shown ? (right ? Number(q.points) : 0) : -1,
          right: shown ? right : null,
          correct: shown ? listOf(q.answer) : [],
          explanation: shown ? q.explanation : '',
        },
      ];
    }),
  };
}

/** My attempts, newest first, of one quiz or all. */
export async function myAttempts(
  siteDb: SiteDb,
  userId: string,
  input: TPage & { quizId?: string },
): Promise<{ list: TAttemptItem[]; total: number }> {
  let base = siteDb
    .selectFrom('answer_attempts')
    .innerJoin('answer_quizzes', (j) =>
      j.onRef('answer_quizzes.site_id', '=', 'answer_attempts.site_id').onRef('answer_quizzes.id', '=', 'answer_attempts.quiz_id'),
    )
    .where('answer_attempts.user_id', '=', userId);
  if (input.quizId) base = base.where('answer_attempts.quiz_id', '=', input.quizId);
  const rows = await base
    .select([
      'answer_attempts.id',
      'answer_attempts.quiz_id',
      'answer_quizzes.title',
      'answer_quizzes.pass_mark',
      'answer_attempts.seq',
      'answer_attempts.state',
      'answer_attempts.score',
      'answer_attempts.full_marks',
      'answer_attempts.started',
      'answer_attempts.submitted',
      'answer_attempts.limit_seconds',
    ])
    .orderBy('answer_attempts.started', 'desc')
    .orderBy('answer_attempts.id', 'desc')
    .limit(input.size)
    .offset((input.page - 1) * input.size)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const now = nowSeconds();
  return {
    total: Number(total?.n ?? 0),
    list: rows.map((r) => {
      const state = stateAt(r, now);
      return {
        id: r.id,
        quizId: r.quiz_id,
        title: r.title,
        seq: Number(r.seq),
        state,
        score: Number(r.score),
        fullMarks: Number(r.full_marks),
        passed: state === 'submitted' && Number(r.score) >= Number(r.pass_mark),
        used: state === 'submitted' ? Number(r.submitted) - Number(r.started) : 0,
        started: Number(r.started),
      };
    }),
  };
}
