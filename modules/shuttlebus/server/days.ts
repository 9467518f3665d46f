import type { TDayType, TRunDays } from '../contract';

/** A date the holiday calendar marks: 节假日 (国庆节), or 工作日 for a weekend day worked (调休上班). */
export interface TMarkedDay {
  dayType: '节假日' | '工作日';
  note: string;
}

/** The date `days` after a `YYYY-MM-DD` (before, when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** What kind of day a date is: the calendar's mark when it has one, else 周末 on Saturday and Sunday, 工作日 otherwise. */
export function dayTypeOf(date: string, calendar: ReadonlyMap<string, TMarkedDay>): { dayType: TDayType; note: string } {
  const marked = calendar.get(date);
  if (marked) return marked;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { dayType: weekday === 0 || weekday === 6 ? '周末' : '工作日', note: '' };
}

/**
 * Whether a run of these 运行日 runs on a kind of day. 每天 is every regular day (工作日 and 周末);
 * a 节假日 runs only the 节假日 runs, so a holiday with none is a day without buses (停运).
 */
export function runsOn(days: TRunDays, dayType: TDayType): boolean {
  if (dayType === '节假日') return days === '节假日';
  return days === '每天' || days === dayType;
}
