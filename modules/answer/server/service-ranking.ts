import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TRankEntry, TRanking } from '../contract';
import { maskName, RANKING_SIZE } from '../rules';
import { findQuizFor } from './store';

type TBest = { userId: string; score: number; used: number; submitted: number };

/** Each person's best handed-in attempt: the highest score, and of those the quickest, then the earliest. */
function bestOfEach(rows: { user_id: string; score: number; started: number; submitted: number }[]): TBest[] {
  const best = new Map<string, TBest>();
  for (const r of rows) {
    const candidate = {
      userId: r.user_id,
      score: Number(r.score),
      used: Number(r.submitted) - Number(r.started),
      submitted: Number(r.submitted),
    };
    const held = best.get(r.user_id);
    if (!held || before(candidate, held)) best.set(r.user_id, candidate);
  }
  return [...best.values()].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : a.userId.localeCompare(b.userId)));
}

const before = (a: TBest, b: TBest) =>
  a.score !== b.score ? a.score > b.score : a.used !== b.used ? a.used < b.used : a.submitted < b.submitted;

/**
 * A quiz's ranking: the top people by their best score, then time used; others' names masked (张**),
 * mine in full, and my own place even below the top.
 */
export async function quizRankingFor(siteDb: SiteDb, userId: string, quizId: string): Promise<TRanking> {
  const quiz = await findQuizFor(siteDb, userId, quizId);
  const rows = await siteDb
    .selectFrom('answer_attempts')
    .select(['user_id', 'score', 'started', 'submitted'])
    .where('quiz_id', '=', quiz.id)
    .where('state', '=', 'submitted')
    .execute();
  const ranked = bestOfEach(rows);
  const myIndex = ranked.findIndex((b) => b.userId === userId);
  const shown = ranked.slice(0, RANKING_SIZE);
  const ids = [...new Set([...shown.map((b) => b.userId), userId])];
  const names = new Map(
    (await siteDb.selectFrom('users').select(['id', 'realname']).where('id', 'in', ids).execute()).map((u) => [u.id, u.realname]),
  );
  const entry = (b: TBest, index: number): TRankEntry => {
    const mine = b.userId === userId;
    const name = names.get(b.userId) ?? '';
    return { rank: index + 1, name: mine ? name : maskName(name), score: b.score, used: b.used, mine };
  };
  return {
    title: quiz.title,
    list: shown.map(entry),
    me: myIndex >= 0 ? entry(ranked[myIndex]!, myIndex) : null,
    people: ranked.length,
  };
}
