import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { datasetStatus, publicRows } from '@quad/datasets-engine/server';
import type { TDeparture } from '../contract';
import { minuteOf, timeOf } from './minutes';
import type { TMarkedDay } from './days';
import { calendarKind, departuresKind, type TCalendarRow, type TDepartureRow } from './kind';
import { parseStops, type TStopSpec } from './stops';

/** A run as kept in memory: its answer, the minute it leaves, and its stops' minutes from the first. */
export interface TRun {
  departure: TDeparture;
  minute: number;
  stops: TStopSpec[];
}

/** A version of the timetable and the calendar, built once: every read of those versions shares it. */
export interface TTimetable {
  /** By time, then route and direction. */
  runs: TRun[];
  /** Every stop, in the order first met. */
  stops: string[];
  calendar: Map<string, TMarkedDay>;
  updatedAt: number;
  failed: boolean;
}

/** Rows read from the engine per query; a timetable larger than the cap is not a shuttle timetable. */
const PAGE = 5000;
const MOST_ROWS = 20_000;

const timetables = defineSiteCache<Omit<TTimetable, 'updatedAt' | 'failed'>>({ name: 'shuttlebus-timetable', ttlMs: 30 * 60_000, max: 200 });

async function readAll<R>(read: (offset: number) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let offset = 0; offset < MOST_ROWS; offset += PAGE) {
    const page = await read(offset);
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows;
}

/** A run's stops: the 途经站点 cell, else its two ends (the first at 0 minutes, the last unknown). */
export function runOf(row: TDepartureRow): TRun {
  const listed = row.stops ? parseStops(row.stops).stops : [];
  const stops = listed.length ? listed : [{ name: row.from, minutes: 0 }, { name: row.to, minutes: null }];
  const minute = minuteOf(row.time);
  const departure: TDeparture = {
    id: [row.route, row.from, row.to, row.days, row.time].join('|'),
    route: row.route,
    from: row.from,
    to: row.to,
    days: row.days,
    time: row.time,
    stops: stops.map((s) => ({ name: s.name, time: s.minutes === null ? '' : timeOf(minute + s.minutes), nextDay: s.minutes !== null && minute + s.minutes >= 1440 })),
    vehicle: row.vehicle ?? '',
    note: row.note ?? '',
  };
  return { departure, minute, stops };
}

function build(rows: TDepartureRow[], marked: TCalendarRow[]): Omit<TTimetable, 'updatedAt' | 'failed'> {
  const inFileOrder = rows.map(runOf);
  const stops = [...new Set(inFileOrder.flatMap((run) => run.stops.map((s) => s.name)))];
  const runs = inFileOrder.sort((a, b) => a.minute - b.minute || a.departure.route.localeCompare(b.departure.route) || a.departure.from.localeCompare(b.departure.from));
  const calendar = new Map(marked.map((m) => [m.date, { dayType: m.dayType, note: m.note ?? '' }]));
  return { runs, stops, calendar };
}

/** The timetable in use on the site, with when it was loaded and whether a newer load failed. */
export async function readTimetable(siteDb: SiteDb): Promise<TTimetable> {
  const [runs, days] = await Promise.all([datasetStatus(siteDb, departuresKind), datasetStatus(siteDb, calendarKind)]);
  const built = await timetables.read(siteDb, `v${runs.version}-c${days.version}`, async () =>
    build(
      runs.version ? await readAll((offset) => publicRows(siteDb, departuresKind, { limit: PAGE, offset })) : [],
      days.version ? await readAll((offset) => publicRows(siteDb, calendarKind, { limit: PAGE, offset })) : [],
    ),
  );
  return { ...built, updatedAt: runs.updatedAt, failed: runs.lastFailure !== null };
}
