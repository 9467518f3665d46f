import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { loadMember, memberMatches, type TAudience } from '@quad/platform/server/identity/audience';
import type { AnswerAttemptsTable, AnswerQuestionsTable, AnswerQuizzesTable } from './schema';

export type TQuizRow = Omit<AnswerQuizzesTable, 'site_id'>;
export type TQuestionRow = Omit<AnswerQuestionsTable, 'site_id'>;
export type TAttemptRow = Omit<AnswerAttemptsTable, 'site_id'>;

/** A quiz of this site, or "not found" (another site's id included). */
export async function findQuiz(siteDb: SiteDb, id: string): Promise<TQuizRow> {
  const row = await siteDb.selectFrom('answer_quizzes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('答题活动不存在');
  return row;
}

export const audienceOf = (row: Pick<TQuizRow, 'audience'>): TAudience => JSON.parse(row.audience) as TAudience;

/** A quiz of this site that the person is in the audience of; anyone else finds nothing. */
export async function findQuizFor(siteDb: SiteDb, userId: string, id: string): Promise<TQuizRow> {
  const quiz = await findQuiz(siteDb, id);
  if (!memberMatches(await loadMember(siteDb, userId), audienceOf(quiz))) throw notFound('答题活动不存在');
  return quiz;
}

/** A quiz's bank in its order. */
export const questionsOf = (siteDb: SiteDb, quizId: string): Promise<TQuestionRow[]> =>
  siteDb.selectFrom('answer_questions').selectAll().where('quiz_id', '=', quizId).orderBy('position').execute();

/** One of my attempts, or "not found" (anyone else's, or another site's). */
export async function findMyAttempt(siteDb: SiteDb, userId: string, id: string): Promise<TAttemptRow> {
  const row = await siteDb.selectFrom('answer_attempts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('答题记录不存在');
  return row;
}

export const listOf = (json: string): string[] => JSON.parse(json) as string[];
