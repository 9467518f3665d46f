/** A run of a timetable as the clock sees it: the minute of the day it leaves its first stop. */
export interface TTimedRun {
  minute: number;
}

export interface TNextFound<T> {
  run: T;
  /** Minutes since today's midnight the bus reaches the stop (a run of yesterday past midnight: 0–1439 too). */
  at: number;
  /** Minutes from now. */
  wait: number;
}

/** How many minutes after leaving a run reaches the stop asked about; null when it does not pass it. */
export type TOffsetOf<T> = (run: T) => number | null;

/**
 * The next bus to reach a stop from `now` (minutes since the site's midnight): today's runs still to
 * reach it, and yesterday's late runs still on their way after midnight (left 23:50, at the stop 00:05).
 * The soonest at the stop wins; a bus at the stop this very minute still counts. Null: none left today.
 */
export function nextDeparture<T extends TTimedRun>(today: readonly T[], yesterday: readonly T[], now: number, offsetOf: TOffsetOf<T>): TNextFound<T> | null {
  let best: TNextFound<T> | null = null;
  const consider = (run: T, at: number) => {
    if (at >= now && (!best || at < best.at || (at === best.at && run.minute < best.run.minute))) best = { run, at, wait: at - now };
  };
  for (const run of today) {
    const offset = offsetOf(run);
    if (offset !== null) consider(run, run.minute + offset);
  }
  for (const run of yesterday) {
    const offset = offsetOf(run);
    if (offset !== null && run.minute + offset >= 1440) consider(run, run.minute + offset - 1440);
  }
  return best;
}

/** Today's runs still to reach the stop from `now` (those past midnight included). */
export const runsLeft = <T extends TTimedRun>(today: readonly T[], now: number, offsetOf: TOffsetOf<T>): number =>
  today.filter((run) => {
    const offset = offsetOf(run);
    return offset !== null && run.minute + offset >= now;
  }).length;

/** The first run of a day to reach the stop: tomorrow's first bus when none is left today. */
export function firstDeparture<T extends TTimedRun>(day: readonly T[], offsetOf: TOffsetOf<T>): TNextFound<T> | null {
  return nextDeparture(day, [], 0, offsetOf);
}
