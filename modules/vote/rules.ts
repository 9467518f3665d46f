// Zod-free rules both sides share: the phone pages import them without the schema library.

/** Options of one vote. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 100;

/** Votes a person may cast a day, at most, on a vote limited per day. */
export const MAX_PER_DAY = 10;

/** Where a vote is in its window. */
export const VOTE_STATES = ['pending', 'open', 'closed'] as const;
export type TVoteState = (typeof VOTE_STATES)[number];

/** When voters see the counts: once they have voted, or only once the vote has closed. */
export const RESULT_VISIBILITIES = ['voted', 'closed'] as const;
export type TResultVisibility = (typeof RESULT_VISIBILITIES)[number];

/** A vote's state at `now` (Unix seconds): open from its opening second until its closing second. */
export const voteState = (opensAt: number, closesAt: number, now: number): TVoteState =>
  now < opensAt ? 'pending' : now >= closesAt ? 'closed' : 'open';

/** A share of ballots as a whole percentage with one decimal, 0 when nobody voted. */
export const percentOf = (count: number, ballots: number): number => (ballots > 0 ? Math.round((count * 1000) / ballots) / 10 : 0);
