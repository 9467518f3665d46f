import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { fail } from '@quad/platform/server/errors';
import { siteDay } from '@quad/platform/server/time';
import type { TBuilding, TFreeRooms, TPeriod, TRoom, TRoomDay } from '../contract';
import { periodsOf, placeDay, readCalendar } from './calendar';
import { meetsIn, roomCatalog, sectionCatalog } from './catalog';
import { nowMinute } from './service-schedule';

interface TRoomQuery {
  date?: string;
  campus?: string;
  building?: string;
}

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** `1,2` or `3-4` as period numbers, each one the calendar has. */
function periodNumbers(text: string, periods: TPeriod[]): number[] {
  const numbers = new Set<number>();
  for (const part of text.split(',')) {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    if (to! < from) throw fail(`节次“${part}”的结束节早于开始节`);
    for (let n = from; n <= to!; n++) numbers.add(n);
  }
  const missing = [...numbers].find((n) => n < 1 || n > periods.length);
  if (missing !== undefined) throw fail(`没有第${missing}节（校历共${periods.length}节）`);
  return [...numbers].sort((a, b) => a - b);
}

/** Without periods asked: today, the one in progress or the next (the evening's last after it); another day, 第1–2节. */
function defaultPeriods(periods: TPeriod[], minute: number): number[] {
  if (minute < 0 || periods.length === 0) return periods.slice(0, 2).map((p) => p.no);
  const next = periods.find((p) => minuteOf(p.end) > minute) ?? periods.at(-1)!;
  return [next.no];
}

/** The day's place, the rooms asked for, and each room's meetings that day (by room name). */
async function roomsOfDay(siteDb: SiteDb, site: TSite, query: TRoomQuery) {
  const timeZone = site.settings.timeZone;
  const today = siteDay(timeZone);
  const date = query.date ?? today;
  const [calendar, sections, { rooms }] = await Promise.all([readCalendar(siteDb), sectionCatalog(siteDb), roomCatalog(siteDb)]);
  const { start: _start, ...place } = placeDay(calendar, date);
  const periods = periodsOf(calendar);
  const buildings: TBuilding[] = [];
  for (const r of rooms) {
    const last = buildings.at(-1);
    if (!last || last.campus !== r.campus || last.building !== r.building) buildings.push({ campus: r.campus, building: r.building });
  }
  const asked = rooms.filter((r) => (!query.campus || r.campus === query.campus) && (!query.building || r.building === query.building));
  // In the holidays no class meets: every room is free.
  const meetings = place.state === 'term' ? sections.roomMeetingsByWeekday[place.weekday]!.filter((m) => meetsIn(m, place.term, place.week)) : [];
  const head = { ...place, date, periods, buildings, updatedAt: sections.updatedAt, failed: sections.failed };
  return { head, asked, meetings, minute: date === today ? nowMinute(timeZone) : -1 };
}

/** Rooms with no class in any of the asked periods of the day. */
export async function freeRoomsOn(siteDb: SiteDb, site: TSite, query: TRoomQuery & { periods?: string }): Promise<TFreeRooms> {
  const { head, asked, meetings, minute } = await roomsOfDay(siteDb, site, query);
  const wanted = query.periods ? periodNumbers(query.periods, head.periods) : defaultPeriods(head.periods, minute);
  const first = wanted[0] ?? 0;
  const last = wanted.at(-1) ?? 0;
  const taken = new Set<string>();
  for (const m of meetings) if (m.from <= last && m.to >= first && wanted.some((n) => n >= m.from && n <= m.to)) taken.add(m.room);
  const rooms: TRoom[] = asked.filter((r) => !taken.has(r.room));
  return { ...head, periodsAsked: wanted, rooms };
}

/** Each asked room's day: per period the course meeting there, '' when free. */
export async function roomDayOf(siteDb: SiteDb, site: TSite, query: TRoomQuery): Promise<TRoomDay> {
  const { head, asked, meetings, minute } = await roomsOfDay(siteDb, site, query);
  const busy = new Map<string, string[]>();
  for (const m of meetings) {
    let slots = busy.get(m.room);
    if (!slots) busy.set(m.room, (slots = head.periods.map(() => '')));
    for (let n = m.from; n <= Math.min(m.to, slots.length); n++) slots[n - 1] = m.course;
  }
  const free = head.periods.map(() => '');
  return { ...head, nowMinute: minute, rooms: asked.map((r) => ({ ...r, busy: busy.get(r.room) ?? free })) };
}
