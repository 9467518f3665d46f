import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { siteClock, siteDay } from '@quad/platform/server/time';
import { DAY_TYPES, type TBoard, type TDayList, type TDayType, type TLineBoard, type TNextRun, type TRouteDetail } from '../contract';
import { minuteOf, timeOf } from './minutes';
import { addDays, dayTypeOf, runsOn } from './days';
import { firstDeparture, nextDeparture, runsLeft, type TNextFound, type TOffsetOf } from './next-departure';
import { readTimetable, type TRun, type TTimetable } from './timetable';

/** The site's today as the pages show it, and the runs of today, yesterday (late runs) and tomorrow. */
function dayOf(timetable: TTimetable, timeZone: string, at: Date) {
  const date = siteDay(timeZone, at);
  const now = siteClock(timeZone, at);
  const runsOf = (day: string) => {
    const { dayType } = dayTypeOf(day, timetable.calendar);
    return timetable.runs.filter((run) => runsOn(run.departure.days, dayType));
  };
  const { dayType, note } = dayTypeOf(date, timetable.calendar);
  return {
    head: { date, dayType, dayNote: note, now, updatedAt: timetable.updatedAt, failed: timetable.failed },
    minute: minuteOf(now),
    today: runsOf(date),
    yesterday: runsOf(addDays(date, -1)),
    tomorrow: runsOf(addDays(date, 1)),
  };
}

const lineKey = (run: TRun) => `${run.departure.route}|${run.departure.from}|${run.departure.to}`;

/** Minutes from the first stop to `stop` ('' = the first stop itself); null when the run does not pass it with a time. */
const offsetAt =
  (stop: string): TOffsetOf<TRun> =>
  (run) =>
    stop ? (run.stops.find((s) => s.name === stop)?.minutes ?? null) : 0;

const nextRunOf = (found: TNextFound<TRun>, wait: number): TNextRun => ({
  departureId: found.run.departure.id,
  departs: found.run.departure.time,
  at: timeOf(found.at),
  wait,
  vehicle: found.run.departure.vehicle,
});

/**
 * `shuttleBus/index`: each line (route and direction) with its next bus from now at the stop asked about
 * (the first stop when none), how many runs are left today, and tomorrow's first when none is.
 */
export async function board(siteDb: SiteDb, timeZone: string, input: { stop?: string }, at = new Date()): Promise<TBoard> {
  const timetable = await readTimetable(siteDb);
  const day = dayOf(timetable, timeZone, at);
  const stop = input.stop ?? '';
  const offsetOf = offsetAt(stop);
  const lines = new Map<string, TRun>();
  for (const run of timetable.runs) if (offsetOf(run) !== null && !lines.has(lineKey(run))) lines.set(lineKey(run), run);
  const answer: TLineBoard[] = [...lines.entries()].map(([key, first]) => {
    const ofLine = (runs: TRun[]) => runs.filter((run) => lineKey(run) === key);
    const today = ofLine(day.today);
    const next = nextDeparture(today, ofLine(day.yesterday), day.minute, offsetOf);
    const tomorrow = next ? null : firstDeparture(ofLine(day.tomorrow), offsetOf);
    return {
      route: first.departure.route,
      from: first.departure.from,
      to: first.departure.to,
      next: next && nextRunOf(next, next.wait),
      tomorrow: tomorrow && nextRunOf(tomorrow, 1440 - day.minute + tomorrow.at),
      today: today.length,
      left: runsLeft(today, day.minute, offsetOf),
    };
  });
  // Lines with a bus to come first, the soonest first; then the rest in the timetable's order.
  const waitOf = (line: TLineBoard) => line.next?.wait ?? Number.MAX_SAFE_INTEGER;
  answer.sort((a, b) => waitOf(a) - waitOf(b));
  return { ...day.head, lines: answer, stops: timetable.stops };
}

/** `shuttleBus/fudanIndex`: one direction's runs today (the first direction when none is asked), the next marked. */
export async function dayList(siteDb: SiteDb, timeZone: string, input: { from?: string; to?: string }, at = new Date()): Promise<TDayList> {
  const timetable = await readTimetable(siteDb);
  const day = dayOf(timetable, timeZone, at);
  const directions = [...new Map(timetable.runs.map((run) => [`${run.departure.from}→${run.departure.to}`, { from: run.departure.from, to: run.departure.to }])).values()];
  const chosen = directions.find((d) => d.from === input.from && d.to === input.to) ?? directions[0] ?? { from: '', to: '' };
  const ofDirection = (runs: TRun[]) => runs.filter((run) => run.departure.from === chosen.from && run.departure.to === chosen.to);
  const today = ofDirection(day.today);
  const next = nextDeparture(today, [], day.minute, offsetAt(''));
  return { ...day.head, directions, from: chosen.from, to: chosen.to, departures: today.map((run) => run.departure), nextId: next?.run.departure.id ?? '' };
}

/** The timetables a direction shows: 工作日 and 周末 always, 节假日 when it has holiday runs. */
function timetablesOf(runs: TRun[]) {
  return DAY_TYPES.map((dayType: TDayType) => ({ dayType, departures: runs.filter((run) => runsOn(run.departure.days, dayType)).map((run) => run.departure) })).filter(
    (table) => table.dayType !== '节假日' || table.departures.length > 0,
  );
}

/** `shuttleBus/detail`: one route, each direction with its stops, its timetables and today's next run. */
export async function routeDetail(siteDb: SiteDb, timeZone: string, input: { route: string }, at = new Date()): Promise<TRouteDetail> {
  const timetable = await readTimetable(siteDb);
  const runs = timetable.runs.filter((run) => run.departure.route === input.route);
  if (runs.length === 0) throw notFound('没有找到这条线路');
  const day = dayOf(timetable, timeZone, at);
  const directionKeys = [...new Set(runs.map(lineKey))];
  const directions = directionKeys.map((key) => {
    const ofDirection = runs.filter((run) => lineKey(run) === key);
    const first = ofDirection[0]!;
    // The stops from the run listing the most of them (a short run may skip some).
    const fullest = ofDirection.reduce((a, b) => (b.stops.length > a.stops.length ? b : a));
    const next = nextDeparture(
      day.today.filter((run) => lineKey(run) === key),
      [],
      day.minute,
      offsetAt(''),
    );
    return { from: first.departure.from, to: first.departure.to, stops: fullest.stops, timetables: timetablesOf(ofDirection), nextId: next?.run.departure.id ?? '' };
  });
  return { ...day.head, route: input.route, directions };
}
