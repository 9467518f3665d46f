/** Providers keep their books by the Beijing day (UTC+8, no daylight saving): a statement's day in Unix seconds. */
const BEIJING_OFFSET_S = 8 * 3600;

export function beijingDayRange(day: string): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00Z`) / 1000 - BEIJING_OFFSET_S;
  return { from, to: from + 86_400 };
}

export const beijingDay = (seconds: number): string => new Date((seconds + BEIJING_OFFSET_S) * 1000).toISOString().slice(0, 10);
