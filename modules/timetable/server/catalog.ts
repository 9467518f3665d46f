import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { datasetStatus, publicRows, type TDatasetKind } from '@quad/datasets-engine/server';
import type { TRoom } from '../contract';
import { roomsKind, sectionsKind, type TSectionRow } from './kind';
import { meetsInWeek, parseWeeks } from './weeks';

/** A section's weekly meeting as the pages need it, its 周次 parsed once per dataset version. */
export interface TMeeting {
  section: string;
  code: string;
  course: string;
  teacher: string;
  weekday: number;
  from: number;
  to: number;
  weeks: string;
  /** Bit N = meets in week N. */
  mask: number;
  campus: string;
  building: string;
  room: string;
  term: string;
}

/** A version of the sections, indexed for both questions asked of it: whose classes, and which rooms are taken. */
export interface TSectionCatalog {
  version: number;
  updatedAt: number;
  failed: boolean;
  bySection: Map<string, TMeeting[]>;
  /** Index 1–7: the meetings on that weekday that name a room. */
  roomMeetingsByWeekday: TMeeting[][];
}

export interface TRoomCatalog {
  version: number;
  rooms: TRoom[];
}

/** Rows read from the engine per query, and the most a version may hold before the rest is ignored. */
const PAGE = 5000;
const MOST_ROWS = 400_000;

async function readAll<S extends z.ZodObject>(siteDb: SiteDb, kind: TDatasetKind<S>): Promise<z.output<S>[]> {
  const rows: z.output<S>[] = [];
  for (let offset = 0; offset < MOST_ROWS; offset += PAGE) {
    const page = await publicRows(siteDb, kind, { limit: PAGE, offset });
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows;
}

function meetingOf(row: TSectionRow): TMeeting {
  const parsed = parseWeeks(row.weeks);
  return {
    section: row.section,
    code: row.code ?? '',
    course: row.course,
    teacher: row.teacher ?? '',
    weekday: row.weekday,
    from: row.from,
    to: row.to,
    weeks: row.weeks,
    // The load checked it; a version loaded before a rule changed counts as meeting no week rather than failing reads.
    mask: 'mask' in parsed ? parsed.mask : 0,
    campus: row.campus ?? '',
    building: row.building ?? '',
    room: row.room ?? '',
    term: row.term ?? '',
  };
}

function buildSections(rows: TSectionRow[]): Pick<TSectionCatalog, 'bySection' | 'roomMeetingsByWeekday'> {
  const bySection = new Map<string, TMeeting[]>();
  const roomMeetingsByWeekday: TMeeting[][] = Array.from({ length: 8 }, () => []);
  for (const row of rows) {
    const meeting = meetingOf(row);
    const list = bySection.get(meeting.section);
    if (list) list.push(meeting);
    else bySection.set(meeting.section, [meeting]);
    if (meeting.room) roomMeetingsByWeekday[meeting.weekday]!.push(meeting);
  }
  return { bySection, roomMeetingsByWeekday };
}

/** Built catalogs by site and version: a new load is a new version, the old entry ages out. */
const sectionCatalogs = defineSiteCache<Pick<TSectionCatalog, 'bySection' | 'roomMeetingsByWeekday'>>({ name: 'timetable-sections', ttlMs: 30 * 60_000, max: 200 });
const roomCatalogs = defineSiteCache<TRoom[]>({ name: 'timetable-rooms', ttlMs: 30 * 60_000, max: 200 });


/** The current sections, built once per site, version and instance (the version read is the only query of a hit). */
export async function sectionCatalog(siteDb: SiteDb): Promise<TSectionCatalog> {
  const status = await datasetStatus(siteDb, sectionsKind);
  const built = await sectionCatalogs.read(siteDb, `v${status.version}`, async () => buildSections(status.version ? await readAll(siteDb, sectionsKind) : []));
  return { version: status.version, updatedAt: status.updatedAt, failed: status.lastFailure !== null, ...built };
}

const byPlace = (a: TRoom, b: TRoom) => a.campus.localeCompare(b.campus, 'zh') || a.building.localeCompare(b.building, 'zh') || a.room.localeCompare(b.room, 'zh', { numeric: true });

/** The current rooms, sorted by campus, building and room, built once per version. */
export async function roomCatalog(siteDb: SiteDb): Promise<TRoomCatalog> {
  const status = await datasetStatus(siteDb, roomsKind);
  const rooms = await roomCatalogs.read(siteDb, `v${status.version}`, async () =>
    (status.version ? await readAll(siteDb, roomsKind) : [])
      .map((r) => ({ room: r.room, building: r.building, campus: r.campus ?? '', seats: r.seats, type: r.type ?? '' }))
      .sort(byPlace),
  );
  return { version: status.version, rooms };
}

/** Whether a meeting belongs to the term shown (a section naming no term belongs to every term) and meets in its week. */
export const meetsIn = (meeting: TMeeting, term: string, week: number): boolean => (!meeting.term || !term || meeting.term === term) && meetsInWeek(meeting.mask, week);
