import { siteTime } from '@quad/platform/server/time';

/** Unix seconds of `day` at `clock` on the site's wall clock (its time zone, summer time included). */
export function siteMoment(timeZone: string, day: string, clock: string): number {
  const [y, mo, d] = day.split('-').map(Number);
  const [h, mi] = clock.split(':').map(Number);
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!) / 1000;
  // The zone's offset at a guess, then again at the answer (it may differ across a change of offset).
  const offsetAt = (seconds: number) => Date.parse(`${siteTime(timeZone, seconds).replace(' ', 'T')}:00Z`) / 1000 - seconds;
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** 1 (Monday) … 7 (Sunday) of a `YYYY-MM-DD`. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The day after `day`. */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
