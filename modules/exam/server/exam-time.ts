import { siteTime } from '@quad/platform/server/time';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date as schools write it (2026-12-01, 2026/12/1, 2026.12.1, 2026年12月1日; an Excel date cell
 * arrives as YYYY-MM-DD) as `YYYY-MM-DD`; undefined when it is no real day between 2000 and 2099.
 */
export function dayOf(text: string): string | undefined {
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2099 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${two(month)}-${two(day)}`;
}

/**
 * A time of day (9:00, 09:00, 09:00:00, 9：00, or Excel's fraction of a day such as 0.375) as `HH:MM`;
 * undefined when it is not one. An Excel time cell formatted as a date arrives as 1899-12-30: refused.
 */
export function clockOf(text: string): string | undefined {
  const t = text.trim();
  const m = /^(\d{1,2})\s*[:：]\s*(\d{2})(?:\s*[:：]\s*\d{2})?$/.exec(t);
  if (m) {
    const [hour, minute] = [Number(m[1]), Number(m[2])];
    return hour < 24 && minute < 60 ? `${two(hour)}:${two(minute)}` : undefined;
  }
  if (/^0?\.\d+$/.test(t)) {
    const minutes = Math.round(Number(t) * 24 * 60);
    return minutes < 24 * 60 ? `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}` : undefined;
  }
  return undefined;
}

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
