// Zod-free rules both sides share: the phone pages import them without the schema library.

/** Where a lottery is in its window: 未开始, 进行中, 已结束. */
export const LOTTERY_STATES = ['pending', 'open', 'closed'] as const;
export type TLotteryState = (typeof LOTTERY_STATES)[number];

/** How often a person may draw: once for the whole lottery, or once a day (the site's day, Beijing time). */
export const LOTTERY_PERIODS = ['once', 'daily'] as const;
export type TLotteryPeriod = (typeof LOTTERY_PERIODS)[number];

/** Prizes of one lottery. */
export const MAX_PRIZES = 20;

/** Chances are whole parts per thousand (‰): 1‰ is 0.1%, 1000‰ is certain. */
export const CHANCE_SCALE = 1000;

/**
 * Prizes a person may win over a daily lottery, at most (the engine's per-person limit): a lucky
 * person's draws after that are 未中奖. A once-only lottery has one draw, so one prize.
 */
export const MAX_WINS_DAILY = 10;

/** A lottery's state at `now` (Unix seconds): open from its opening second until its closing second. */
export const lotteryState = (opensAt: number, closesAt: number, now: number): TLotteryState =>
  now < opensAt ? 'pending' : now >= closesAt ? 'closed' : 'open';

/**
 * The prize a random value in [0, 1) falls on: the prizes take consecutive bands of
 * `chance / CHANCE_SCALE` from 0 in their order, and a value past the last band is 未中奖 (''). This is
 * the rule the published seed lets anyone re-run.
 */
export function prizeAt(value: number, prizes: readonly { key: string; chance: number }[]): string {
  const point = Math.floor(value * CHANCE_SCALE);
  let upTo = 0;
  for (const prize of prizes) {
    upTo += prize.chance;
    if (point < upTo) return prize.key;
  }
  return '';
}

/** A chance in ‰ as a percentage for people: 125 → "12.5%". */
export const chancePercent = (chance: number): string => `${chance / 10}%`;
