// Zod-free rules both sides share: the phone pages import them without the schema library.

/** 必修, 选修, 通识. */
export const COURSE_CATEGORIES = ['required', 'elective', 'general'] as const;
export type TCourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Which weeks of its range a slot meets: every week, odd weeks (单周) or even weeks (双周). */
export const WEEK_PARITIES = ['all', 'odd', 'even'] as const;
export type TWeekParity = (typeof WEEK_PARITIES)[number];

/** Monday is 1, Sunday 7; the school day has 14 periods (节); a term at most 30 weeks. */
export const DAYS = 7;
export const PERIODS = 14;
export const WEEKS = 30;

/** One meeting of an offering: a weekday, periods `from`..`to`, in weeks `weekFrom`..`weekTo` of the given parity. */
export interface TSlot {
  day: number;
  from: number;
  to: number;
  weekFrom: number;
  weekTo: number;
  parity: TWeekParity;
}

/** Where a term's selection stands: 未开始, 预选中, 待抽签, 抢课中, 已结束. */
export const TERM_PHASES = ['upcoming', 'preference', 'drawing', 'grab', 'ended'] as const;
export type TTermPhase = (typeof TERM_PHASES)[number];

export interface TTermTimes {
  opensAt: number;
  closesAt: number;
  drawAt: number;
  grabUntil: number;
}

/**
 * A term's phase at `now`: round 1 from opening to closing, then waiting for the draw, round 2 from
 * the draw to `grabUntil`. The engine's draw job runs at `drawAt`, so round 2 shows from then.
 */
export function termPhase(term: TTermTimes, now: number): TTermPhase {
  if (now < term.opensAt) return 'upcoming';
  if (now < term.closesAt) return 'preference';
  if (now < term.drawAt) return 'drawing';
  if (now < term.grabUntil) return 'grab';
  return 'ended';
}

const meets = (slot: TSlot, week: number) =>
  week >= slot.weekFrom && week <= slot.weekTo && (slot.parity === 'all' || (week % 2 === 1) === (slot.parity === 'odd'));

/** Two slots conflict when they share a weekday, their periods overlap, and some week has both (ranges and parities). */
export function slotsConflict(a: TSlot, b: TSlot): boolean {
  if (a.day !== b.day || a.from > b.to || b.from > a.to) return false;
  for (let week = Math.max(a.weekFrom, b.weekFrom); week <= Math.min(a.weekTo, b.weekTo); week++) {
    if (meets(a, week) && meets(b, week)) return true;
  }
  return false;
}

/** The first pair of conflicting slots of two offerings (theirs, ours), or undefined. */
export function firstConflict(mine: readonly TSlot[], theirs: readonly TSlot[]): TSlot | undefined {
  return theirs.find((other) => mine.some((slot) => slotsConflict(slot, other)));
}

/** Credits are kept in tenths: 25 → "2.5", 30 → "3". */
export const creditsText = (tenths: number): string => String(tenths / 10);

/** Weekday names as the school writes them, Monday first. */
export const DAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** A slot as the server names it in a refusal: 周一 第1-2节. */
export const slotText = (slot: Pick<TSlot, 'day' | 'from' | 'to'>): string =>
  `${DAY_NAMES[slot.day - 1]} 第${slot.from === slot.to ? slot.from : `${slot.from}-${slot.to}`}节`;
