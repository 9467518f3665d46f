// Calendar days as `YYYY-MM-DD` text, computed in UTC so the reader's own time zone never shifts them:
// the server says which day is today in the site's zone.

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 1 = Monday … 7 = Sunday. */
export const weekdayOf = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** `11/28`. */
export const monthDay = (day: string): string => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

/** Minutes since midnight of `HH:MM`. */
export const minuteOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** A stable color per course, so the same course has the same block all week. */
const PALETTE = ['#1677ff', '#00b578', '#ff8f1f', '#7b61ff', '#eb2f96', '#13c2c2', '#fa541c', '#2f54eb', '#52c41a', '#d4380d'];
export function courseColor(course: string): string {
  let hash = 0;
  for (const char of course) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}
