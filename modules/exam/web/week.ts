/** Calendar arithmetic on `YYYY-MM-DD` days (the site's days, as the server sends them): no time zone involved. */

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => toDay(toMs(day) + days * 86_400_000);

/** The Monday of the week holding `day`. */
export const mondayOf = (day: string): string => addDays(day, -((new Date(toMs(day)).getUTCDay() + 6) % 7));

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Whole weeks from the week of `from` to the week of `to`. */
export const weeksBetween = (from: string, to: string): number => Math.round((toMs(mondayOf(to)) - toMs(mondayOf(from))) / (7 * 86_400_000));

/** 12月1日 */
export const monthDay = (day: string): string => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
