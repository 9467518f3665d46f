import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TAttemptState, TQuestionKind, TReviewMode } from '../rules';

/** One quiz (答题活动) as its office set it up. */
export interface AnswerQuizzesTable {
  site_id: string;
  id: string;
  title: string;
  description: string;
  opens_at: number;
  closes_at: number;
  /** Minutes an attempt may take. */
  time_limit: number;
  /** Questions drawn for each attempt; 0 draws the whole bank. */
  draw: number;
  attempts_allowed: number;
  pass_mark: number;
  review: TReviewMode;
  /** `TAudience` as JSON. */
  audience: string;
  /** Attempts started so far: the bank and the scoring rules are locked once it is above 0. */
  attempts: number;
  created_by: string;
  created: number;
  updated: number;
}

/** A question of a quiz's bank, with its answer: read only by the server and the console. */
export interface AnswerQuestionsTable {
  site_id: string;
  quiz_id: string;
  id: string;
  position: number;
  kind: TQuestionKind;
  text: string;
  /** JSON string[]: choice options' texts in key order (A, B, …). */
  options: string;
  /** JSON string[]: the correct keys, or a fill-in's accepted texts. */
  answer: string;
  points: number;
  explanation: string;
}

/**
 * One attempt of one person. Its key (site, quiz, person, seq) refuses a second attempt with the same
 * number however the starts arrive, so the attempts limit holds under parallel taps; its request id
 * makes a retried start answer the same attempt. The drawn paper (question ids in their order, and the
 * seed that drew them) is kept, so the review shows the paper as it was answered.
 */
export interface AnswerAttemptsTable {
  site_id: string;
  id: string;
  quiz_id: string;
  user_id: string;
  seq: number;
  request_id: string;
  seed: number;
  /** JSON string[]: the drawn question ids in paper order. */
  paper: string;
  started: number;
  /** Seconds allowed, frozen from the quiz when the attempt starts. */
  limit_seconds: number;
  state: TAttemptState;
  /** JSON Record<questionId, string[]>: what was handed in ('{}' before). */
  answers: string;
  score: number;
  full_marks: number;
  submitted: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    answer_quizzes: AnswerQuizzesTable;
    answer_questions: AnswerQuestionsTable;
    answer_attempts: AnswerAttemptsTable;
  }
}

/** The site's administrators and school-wide managers run quizzes. */
export const ANSWER_GRANTS = { 'site-admin': ['manage'], manager: ['manage'] };

export const answerMigration: TMigration = {
  name: 'answer_0001_tables',
  async up(db) {
    await db.schema
      .createTable('answer_quizzes')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('opens_at', 'bigint', (c) => c.notNull())
      .addColumn('closes_at', 'bigint', (c) => c.notNull())
      .addColumn('time_limit', 'integer', (c) => c.notNull())
      .addColumn('draw', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts_allowed', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('pass_mark', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('review', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('answer_quizzes_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('answer_quizzes_closes').on('answer_quizzes').columns(['site_id', 'closes_at']).execute();
    await db.schema
      .createTable('answer_questions')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('quiz_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('answer_questions_pk', ['site_id', 'quiz_id', 'id'])
      .execute();
    await db.schema
      .createTable('answer_attempts')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('quiz_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('seed', 'bigint', (c) => c.notNull())
      .addColumn('paper', 'text', (c) => c.notNull())
      .addColumn('started', 'bigint', (c) => c.notNull())
      .addColumn('limit_seconds', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('full_marks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('submitted', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('answer_attempts_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createIndex('answer_attempts_seq')
      .on('answer_attempts')
      .columns(['site_id', 'quiz_id', 'user_id', 'seq'])
      .unique()
      .execute();
    // A retried start meets its first attempt here and is answered with it, never a second paper.
    await db.schema
      .createIndex('answer_attempts_request')
      .on('answer_attempts')
      .columns(['site_id', 'quiz_id', 'user_id', 'request_id'])
      .unique()
      .execute();
    await db.schema.createIndex('answer_attempts_quiz').on('answer_attempts').columns(['site_id', 'quiz_id', 'state']).execute();
    for (const [role, modules] of Object.entries(ANSWER_GRANTS)) await extendBuiltinRoleGrants(db, role, 'answer', modules);
  },
};
