import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { audienceForm, resolveAudience } from '@quad/platform/server/identity/audience';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { saveQuiz, TManagedQuiz, TManagedQuizDetail } from '../contract-manage';
import { JUDGE_KEYS, OPTION_KEYS, quizState } from '../rules';
import { audienceOf, findQuiz, listOf, questionsOf, type TQuizRow } from './store';

type TSave = z.output<(typeof saveQuiz)['input']>;
type TQuestionIn = TSave['questions'][number];

/** Every quiz of the site, newest first, with its bank size, attempts and people taking part. */
export async function managedQuizzes(
  siteDb: SiteDb,
  input: TPage & { keyword?: string },
): Promise<{ list: TManagedQuiz[]; total: number }> {
  let base = siteDb.selectFrom('answer_quizzes');
  if (input.keyword) base = base.where('title', 'like', likeContaining(input.keyword));
  const { rows, total } = await pagedRows(base, input, (q) => q.selectAll().orderBy('created', 'desc').orderBy('id', 'desc'));
  const ids = rows.map((r) => r.id);
  const [banks, people] = ids.length
    ? await Promise.all([
        siteDb
          .selectFrom('answer_questions')
          .select(['quiz_id', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('quiz_id', 'in', ids)
          .groupBy('quiz_id')
          .execute(),
        siteDb
          .selectFrom('answer_attempts')
          .select(['quiz_id', (eb) => eb.fn.count<string | number>('user_id').distinct().as('n')])
          .where('quiz_id', 'in', ids)
          .groupBy('quiz_id')
          .execute(),
      ])
    : [[], []];
  const count = (list: { quiz_id: string; n: string | number }[], id: string) => Number(list.find((r) => r.quiz_id === id)?.n ?? 0);
  const now = nowSeconds();
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      state: quizState(Number(row.opens_at), Number(row.closes_at), now),
      opensAt: Number(row.opens_at),
      closesAt: Number(row.closes_at),
      timeLimit: Number(row.time_limit),
      draw: Number(row.draw),
      bank: count(banks, row.id),
      attemptsAllowed: Number(row.attempts_allowed),
      attempts: Number(row.attempts),
      people: count(people, row.id),
      created: Number(row.created),
    })),
  };
}

/** A quiz as set up, with its bank and the correct answers, for the console's drawer. */
export async function managedDetail(siteDb: SiteDb, id: string): Promise<TManagedQuizDetail> {
  const row = await findQuiz(siteDb, id);
  const audience = audienceOf(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    opensAt: Number(row.opens_at),
    closesAt: Number(row.closes_at),
    timeLimit: Number(row.time_limit),
    draw: Number(row.draw),
    attemptsAllowed: Number(row.attempts_allowed),
    passMark: Number(row.pass_mark),
    review: row.review,
    state: quizState(Number(row.opens_at), Number(row.closes_at), nowSeconds()),
    attempts: Number(row.attempts),
    questions: (await questionsOf(siteDb, row.id)).map((q) => ({
      id: q.id,
      kind: q.kind,
      text: q.text,
      options: listOf(q.options),
      answer: listOf(q.answer),
      points: Number(q.points),
      explanation: q.explanation,
    })),
    ...(await audienceForm(siteDb, audience)),
  };
}

/** A question as stored, or the reason it cannot be, naming its number. */
function checkedQuestion(q: TQuestionIn, index: number): { kind: TQuestionIn['kind']; options: string[]; answer: string[] } {
  const n = index + 1;
  const answer = q.answer.map((a) => sanitizePlainText(a)).filter(Boolean);
  if (q.kind === 'fill') {
    if (answer.length === 0) throw invalid({ questions: `第${n}题：请填写至少一个正确答案` });
    return { kind: q.kind, options: [], answer };
  }
  if (q.kind === 'judge') {
    if (answer.length !== 1 || !(JUDGE_KEYS as readonly string[]).includes(answer[0]!))
      throw invalid({ questions: `第${n}题：请选择正确或错误` });
    return { kind: q.kind, options: [], answer };
  }
  const options = q.options.map((o) => sanitizePlainText(o));
  if (options.length < 2) throw invalid({ questions: `第${n}题：选择题至少需要2个选项` });
  if (options.some((o) => !o)) throw invalid({ questions: `第${n}题：选项不能为空` });
  if (new Set(options).size !== options.length) throw invalid({ questions: `第${n}题：选项内容不能重复` });
  const keys = OPTION_KEYS.slice(0, options.length) as readonly string[];
  const picked = [...new Set(answer)].sort();
  if (picked.length === 0 || picked.some((k) => !keys.includes(k))) throw invalid({ questions: `第${n}题：请选择正确答案` });
  if (q.kind === 'single' && picked.length !== 1) throw invalid({ questions: `第${n}题：单选题只能有一个正确答案` });
  return { kind: q.kind, options, answer: picked };
}

/** What may not change once somebody has started: the bank's scoring and the rules of an attempt. */
const scoringOf = (
  quiz: Pick<TQuizRow, 'time_limit' | 'draw' | 'attempts_allowed' | 'pass_mark'>,
  questions: { id: string; kind: string; options: string; answer: string; points: number }[],
) =>
  JSON.stringify([
    [quiz.time_limit, quiz.draw, quiz.attempts_allowed, quiz.pass_mark].map(Number),
    questions.map((q) => [q.id, q.kind, q.options, q.answer, Number(q.points)]),
  ]);

/**
 * Creates or changes a quiz and its bank, audited. Once anyone has started it, the bank's questions,
 * answers and points and the attempt's rules (time, draw, attempts, pass mark) stay: scores already
 * given must keep meaning what they meant. Wording, explanations, window, audience and review may change.
 */
export async function saveQuizSettings(siteDb: SiteDb, actorId: string, request: FastifyRequest, input: TSave): Promise<{ id: string }> {
  if (input.closesAt <= input.opensAt) throw invalid({ closesAt: '结束时间必须晚于开始时间' });
  if (input.draw > input.questions.length) throw invalid({ draw: '每次抽题数不能超过题库的题数' });
  const checked = input.questions.map(checkedQuestion);
  const audience = await resolveAudience(siteDb, input, '请选择参与答题的对象');
  const now = nowSeconds();
  const values = {
    title: sanitizePlainText(input.title),
    description: sanitizePlainText(input.description ?? ''),
    opens_at: input.opensAt,
    closes_at: input.closesAt,
    time_limit: input.timeLimit,
    draw: input.draw,
    attempts_allowed: input.attemptsAllowed,
    pass_mark: input.passMark,
    review: input.review,
    audience: JSON.stringify(audience),
    updated: now,
  };
  return siteDb.transaction(async (tx) => {
    const before = input.id ? await findQuiz(tx, input.id) : undefined;
    const id = before?.id ?? newId();
    const kept = before ? await questionsOf(tx, id) : [];
    const keptIds = new Set(kept.map((q) => q.id));
    const questions = input.questions.map((q, position) => ({
      id: q.id && keptIds.has(q.id) ? q.id : newId(),
      position,
      kind: checked[position]!.kind,
      text: sanitizePlainText(q.text),
      options: JSON.stringify(checked[position]!.options),
      answer: JSON.stringify(checked[position]!.answer),
      points: q.points,
      explanation: sanitizePlainText(q.explanation ?? ''),
    }));
    if (before && Number(before.attempts) > 0 && scoringOf(before, kept) !== scoringOf(values, questions))
      throw fail('已有人答题，不能修改题目、选项、答案、分值和答题规则（时长、抽题数、次数、及格分）');
    if (before) await tx.updateTable('answer_quizzes').set(values).where('id', '=', id).execute();
    else await tx.insertInto('answer_quizzes', { id, ...values, attempts: 0, created_by: actorId, created: now }).execute();
    await tx.deleteFrom('answer_questions').where('quiz_id', '=', id).execute();
    await tx
      .insertInto(
        'answer_questions',
        questions.map((q) => ({ quiz_id: id, ...q })),
      )
      .execute();
    await recordAudit(tx, request, {
      actorId,
      action: before ? 'answer.update' : 'answer.create',
      targetType: 'answer-quiz',
      targetId: id,
      before: before ? summary(before) : undefined,
      after: { ...values, questions: questions.length },
    });
    return { id };
  });
}

const summary = (row: TQuizRow) => ({ title: row.title, opens_at: row.opens_at, closes_at: row.closes_at, attempts: row.attempts });

/** Deletes a quiz with its bank and every attempt, audited. */
export async function removeQuiz(siteDb: SiteDb, actorId: string, request: FastifyRequest, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const before = await findQuiz(tx, id);
    for (const table of ['answer_attempts', 'answer_questions'] as const) await tx.deleteFrom(table).where('quiz_id', '=', id).execute();
    await tx.deleteFrom('answer_quizzes').where('id', '=', id).execute();
    await recordAudit(tx, request, { actorId, action: 'answer.delete', targetType: 'answer-quiz', targetId: id, before: summary(before) });
  });
}
