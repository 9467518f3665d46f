import { JUDGE_KEYS, normalizeFill, OPTION_KEYS } from '../rules';
import { listOf, type TQuestionRow } from './store';

/** The options a paper shows for a question: lettered choices, 正确/错误, or none for a fill-in. */
export function optionsShown(question: Pick<TQuestionRow, 'kind' | 'options'>): { key: string; text: string }[] {
  if (question.kind === 'judge') return JUDGE_KEYS.map((key) => ({ key, text: key === 'T' ? '正确' : '错误' }));
  if (question.kind === 'fill') return [];
  return listOf(question.options).map((text, i) => ({ key: OPTION_KEYS[i]!, text }));
}

/**
 * Whether an answer scores: a single choice or true/false is its one key; a multiple choice all its
 * keys and nothing else; a fill-in any accepted text once both are normalized (full width, spaces, case).
 */
export function isRight(question: Pick<TQuestionRow, 'kind' | 'answer'>, mine: string[]): boolean {
  const correct = listOf(question.answer);
  if (question.kind === 'fill') {
    const typed = normalizeFill(mine[0] ?? '');
    return typed !== '' && correct.some((accepted) => normalizeFill(accepted) === typed);
  }
  const picked = new Set(mine);
  return picked.size === mine.length && picked.size === correct.length && correct.every((key) => picked.has(key));
}

/** The score of a paper and its full marks. */
export function scorePaper(questions: TQuestionRow[], answers: Record<string, string[]>): { score: number; fullMarks: number } {
  let score = 0;
  let fullMarks = 0;
  for (const q of questions) {
    fullMarks += Number(q.points);
    if (isRight(q, answers[q.id] ?? [])) score += Number(q.points);
  }
  return { score, fullMarks };
}

/** A small seeded generator (mulberry32): the same seed draws the same paper. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` of the bank's ids in a shuffled order drawn from `seed` (all of them for 0 or more than the bank). */
export function drawPaper(ids: string[], count: number, seed: number): string[] {
  const random = seeded(seed);
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return count > 0 && count < order.length ? order.slice(0, count) : order;
}
