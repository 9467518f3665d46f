import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteClock, siteDay } from '@quad/platform/server/time';
import type { JsonText } from '@quad/platform/server/http/json-text';
import { myAnswer, myRows } from '@quad/datasets-engine/server';
import type { TClassMeeting, TDaySchedule, TPeriod, TScheduleRole, TWeekSchedule } from '../contract';
import { daysOfWeek, periodsOf, placeDay, readCalendar } from './calendar';
import { meetsIn, sectionCatalog, type TMeeting } from './catalog';
import { enrollmentsKind, teachingKind } from './kind';

export interface TAsker {
  siteDb: SiteDb;
  site: TSite;
  userId: string;
}

/** Most sections one person takes or teaches: far above any real timetable. */
const MOST_SECTIONS = 1000;

/** A person's sections: their own rows of enrollments or teaching (the engine keeps them per version). */
async function sectionsIn(siteDb: SiteDb, kind: typeof enrollmentsKind | typeof teachingKind, userId: string): Promise<string[]> {
  return (await myRows(siteDb, kind.id, userId, { limit: MOST_SECTIONS })).map((r) => String(r.section));
}

/** The sections the person takes (student) or teaches (teacher), or both; their own rows only. */
async function mySections(siteDb: SiteDb, userId: string, as: TScheduleRole | undefined): Promise<{ section: string; role: TScheduleRole }[]> {
  const [taking, teaching] = await Promise.all([as === 'teacher' ? [] : sectionsIn(siteDb, enrollmentsKind, userId), as === 'student' ? [] : sectionsIn(siteDb, teachingKind, userId)]);
  return [...taking.map((section) => ({ section, role: 'student' as const })), ...teaching.map((section) => ({ section, role: 'teacher' as const }))];
}

/**
 * A meeting as the pages show it, with its period times from the calendar. Fields are named one by one:
 * a rest copy (`{ mask, term, ...shown }`) took microseconds per meeting on every week read.
 */
function present(m: TMeeting, role: TScheduleRole, periods: TPeriod[]): TClassMeeting {
  const [start, end] = [periods[m.from - 1]?.start ?? '', periods[m.to - 1]?.end ?? ''];
  return { section: m.section, code: m.code, course: m.course, teacher: m.teacher, weekday: m.weekday, from: m.from, to: m.to, weeks: m.weeks, campus: m.campus, building: m.building, room: m.room, role, start, end };
}

const byName = new Intl.Collator('zh').compare;
const byTime = (a: TMeeting, b: TMeeting) => a.weekday - b.weekday || a.from - b.from || byName(a.course, b.course);

export interface TMyMeeting {
  meeting: TMeeting;
  role: TScheduleRole;
}

/** Every meeting of the person's sections that `keep` keeps, in time order, with the sections' freshness. */
export async function myMeetings(asker: TAsker, as: TScheduleRole | undefined, keep: (m: TMeeting) => boolean) {
  const [catalog, sections] = await Promise.all([sectionCatalog(asker.siteDb), mySections(asker.siteDb, asker.userId, as)]);
  const meetings: TMyMeeting[] = [];
  const seen = new Set<string>();
  for (const { section, role } of sections) {
    // Someone both enrolled in and teaching a section sees it once.
    if (seen.has(section)) continue;
    seen.add(section);
    for (const meeting of catalog.bySection.get(section) ?? []) if (keep(meeting)) meetings.push({ meeting, role });
  }
  return { meetings: meetings.sort((a, b) => byTime(a.meeting, b.meeting)), updatedAt: catalog.updatedAt, failed: catalog.failed };
}

/** The person's meetings as the pages show them. */
async function myClasses(asker: TAsker, as: TScheduleRole | undefined, periods: TPeriod[], keep: (m: TMeeting) => boolean) {
  const { meetings, updatedAt, failed } = await myMeetings(asker, as, keep);
  return { classes: meetings.map(({ meeting, role }) => present(meeting, role, periods)), updatedAt, failed };
}

/**
 * The person's week grid: the asked week of the term shown today (this week in term, else week 1),
 * kept as the answer's text until their rows, the catalog, the calendar or the day change.
 */
export async function weekOf(asker: TAsker, input: { as: TScheduleRole; week?: number }): Promise<JsonText> {
  const calendar = await readCalendar(asker.siteDb);
  const today = siteDay(asker.site.settings.timeZone);
  const spec = { name: 'timetable.week', variant: `${input.as}/${input.week ?? ''}`, inputs: [calendar, today] };
  return myAnswer(asker.siteDb, asker.userId, spec, async (): Promise<TWeekSchedule> => {
    const { start, week: _week, weekday: _weekday, ...term } = placeDay(calendar, today);
    const week = input.week ?? (term.currentWeek || 1);
    const periods = periodsOf(calendar);
    const mine = await myClasses(asker, input.as, periods, (m) => meetsIn(m, term.term, week));
    return { ...term, ...mine, week, days: start ? daysOfWeek(start, week) : [], today, periods };
  });
}

/** Minutes since the site's midnight now. */
export function nowMinute(timeZone: string): number {
  const [hours, minutes] = siteClock(timeZone).split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The person's classes on a day (today by default): none outside a term. */
export async function dayOf(asker: TAsker, input: { as?: TScheduleRole; date?: string }): Promise<TDaySchedule> {
  const timeZone = asker.site.settings.timeZone;
  const today = siteDay(timeZone);
  const date = input.date ?? today;
  const calendar = await readCalendar(asker.siteDb);
  const { start: _start, ...place } = placeDay(calendar, date);
  const periods = periodsOf(calendar);
  const inTerm = place.state === 'term';
  const mine = await myClasses(asker, input.as, periods, (m) => inTerm && m.weekday === place.weekday && meetsIn(m, place.term, place.week));
  return { ...place, ...mine, date, nowMinute: date === today ? nowMinute(timeZone) : -1, periods };
}
