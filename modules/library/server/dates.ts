import { siteDay } from '@quad/platform/server/time';

/** The site's today, `YYYY-MM-DD` (due dates are the library's calendar days, in the school's zone). */
export const todayOf = (timeZone: string, nowS: number) => siteDay(timeZone, new Date(nowS * 1000));

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
