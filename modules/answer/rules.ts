// Zod-free rules both sides share: the phone pages import them without the schema library.

/** Where a quiz is in its window. */
export const QUIZ_STATES = ['pending', 'open', 'closed'] as const;
export type TQuizState = (typeof QUIZ_STATES)[number];

/** When a person sees the correct answers of an attempt: once it is handed in, or once the quiz has closed. */
export const REVIEW_MODES = ['submitted', 'closed'] as const;
export type TReviewMode = (typeof REVIEW_MODES)[number];

/** Kinds of question: single choice, multiple choice (all correct to score), true/false, fill-in. */
export const QUESTION_KINDS = ['single', 'multiple', 'judge', 'fill'] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];

/** An attempt: being answered, handed in, or refused as handed in after its time (超时). */
export const ATTEMPT_STATES = ['open', 'submitted', 'late'] as const;
export type TAttemptState = (typeof ATTEMPT_STATES)[number];

/** The keys of a true/false question's two options. */
export const JUDGE_KEYS = ['T', 'F'] as const;

/** The keys of a choice question's options, in order. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

export const MAX_QUESTIONS = 200;
export const MAX_TIME_LIMIT_MINUTES = 300;
export const MAX_ATTEMPTS = 20;
/** People a ranking shows. */
export const RANKING_SIZE = 50;

/**
 * Seconds a submission may arrive after its deadline and still count: the client hands in at zero,
 * and the request needs a moment on a campus network.
 */
export const SUBMIT_GRACE_SECONDS = 10;

/** A quiz's state at `now` (Unix seconds): open from its opening second until its closing second. */
export const quizState = (opensAt: number, closesAt: number, now: number): TQuizState =>
  now < opensAt ? 'pending' : now >= closesAt ? 'closed' : 'open';

/** A fill-in answer as it is compared: full-width folded (NFKC), trimmed, inner spaces dropped, lower case. */
export const normalizeFill = (text: string): string => text.normalize('NFKC').trim().replace(/\s+/g, '').toLowerCase();

/** A name as others see it in a ranking: the first character, then one star per other character (张**). */
export const maskName = (name: string): string => {
  const chars = [...name];
  return chars.length <= 1 ? `${chars[0] ?? ''}*` : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
};
