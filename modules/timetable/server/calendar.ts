import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { TPeriod, TTermInfo } from '../contract';
import type { TTerm, TTermCalendar } from '../contract-manage';

const DAY_MS = 86_400_000;

/** What a school without a saved calendar gets: no terms, and the period times most Chinese universities use. */
export const DEFAULT_PERIODS = [
  ['08:00', '08:45'], ['08:55', '09:40'], ['10:00', '10:45'], ['10:55', '11:40'],
  ['14:00', '14:45'], ['14:55', '15:40'], ['16:00', '16:45'], ['16:55', '17:40'],
  ['19:00', '19:45'], ['19:55', '20:40'], ['20:50', '21:35'], ['21:45', '22:30'],
].map(([start, end]) => ({ start: start!, end: end! }));

/** Read on every timetable call; a save evicts it on every instance. */
const calendars = defineSiteCache<TTermCalendar>({ name: 'timetable-calendar', ttlMs: 10 * 60_000, max: 1000 });

/** The site's term calendar (the default periods and no term until an administrator saves one). */
export const readCalendar = (siteDb: SiteDb): Promise<TTermCalendar> =>
  calendars.read(siteDb, 'calendar', async () => {
    const row = await siteDb.selectFrom('timetable_calendars').select(['terms', 'periods']).executeTakeFirst();
    return row ? { terms: JSON.parse(row.terms) as TTerm[], periods: JSON.parse(row.periods) as TTermCalendar['periods'] } : { terms: [], periods: DEFAULT_PERIODS };
  });

/** Replaces the site's calendar whole (the contract checked it: Mondays, no overlap, times in order). */
export async function saveCalendar(siteDb: SiteDb, userId: string, calendar: TTermCalendar): Promise<TTermCalendar> {
  const terms = [...calendar.terms].sort((a, b) => a.start.localeCompare(b.start));
  const values = { terms: JSON.stringify(terms), periods: JSON.stringify(calendar.periods), updated: Math.floor(Date.now() / 1000), updated_by: userId };
  await siteDb.transaction(async (tx) => {
    const updated = await tx.updateTable('timetable_calendars').set(values).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await tx.insertInto('timetable_calendars', values).execute();
    calendars.evict(tx);
  });
  return { terms, periods: calendar.periods };
}

export const periodsOf = (calendar: TTermCalendar): TPeriod[] => calendar.periods.map((p, i) => ({ no: i + 1, ...p }));

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The day `days` after `day`, both `YYYY-MM-DD`. */
export const addDays = (day: string, days: number): string => new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
/** 1 = Monday … 7 = Sunday. */
export const weekdayOf = (day: string): number => ((new Date(dayMs(day)).getUTCDay() + 6) % 7) + 1;

/** A day's place in the calendar: the term shown for it (the one it is in, else the next, else the last) and its week. */
export interface TPlace extends TTermInfo {
  /** The shown term's first Monday ('' without a calendar). */
  start: string;
  /** The day's week in the shown term (0 outside it). */
  week: number;
  weekday: number;
}

export function placeDay(calendar: TTermCalendar, day: string): TPlace {
  const weekday = weekdayOf(day);
  const at = dayMs(day);
  const inside = calendar.terms.find((t) => at >= dayMs(t.start) && at < dayMs(t.start) + t.weeks * 7 * DAY_MS);
  if (inside) {
    const week = Math.floor((at - dayMs(inside.start)) / (7 * DAY_MS)) + 1;
    return { state: 'term', term: inside.name, weeks: inside.weeks, start: inside.start, currentWeek: week, week, weekday };
  }
  const shown = calendar.terms.find((t) => dayMs(t.start) > at) ?? calendar.terms.at(-1);
  if (!shown) return { state: 'none', term: '', weeks: 0, start: '', currentWeek: 0, week: 0, weekday };
  return { state: 'vacation', term: shown.name, weeks: shown.weeks, start: shown.start, currentWeek: 0, week: 0, weekday };
}

/** The seven days (Monday first) of a term's week. */
export const daysOfWeek = (start: string, week: number): string[] => Array.from({ length: 7 }, (_, i) => addDays(start, (week - 1) * 7 + i));

/** The term named `name`, if the calendar has it. */
export const termNamed = (calendar: TTermCalendar, name: string): TTerm | undefined => calendar.terms.find((t) => t.name === name);
