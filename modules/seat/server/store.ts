import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import type { TSeatLayout } from '../shared/layout';
import type { SeatAssignmentsTable, SeatEventsTable } from './schema';

export type TEventRow = Omit<SeatEventsTable, 'site_id'>;
export type TAssignmentRow = Omit<SeatAssignmentsTable, 'site_id'>;

export const EVENT_COLUMNS = [
  'id',
  'title',
  'place',
  'starts_at',
  'ends_at',
  'description',
  'layout',
  'item_id',
  'created_by',
  'created',
  'updated',
  'published',
] as const;

const ASSIGNMENT_COLUMNS = ['event_id', 'seat_key', 'zone', 'claim_id', 'user_id', 'request_id', 'code', 'created'] as const;

/** At most this many published events are listed on the phone. */
export const LIST_LIMIT = 100;

const events = (siteDb: SiteDb) => siteDb.selectFrom('seat_events').select(EVENT_COLUMNS);

/** The published events, the latest-starting first. */
export const publishedEvents = (siteDb: SiteDb): Promise<TEventRow[]> =>
  events(siteDb).where('published', '=', 1).orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();

/** One event of this site (published only, unless its console asks), or 场次不存在. */
export async function eventById(siteDb: SiteDb, id: string, { drafts = false } = {}): Promise<TEventRow> {
  let query = events(siteDb).where('id', '=', id);
  if (!drafts) query = query.where('published', '=', 1);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('场次不存在或未发布');
  return row;
}

export const layoutOf = (row: TEventRow): TSeatLayout => JSON.parse(row.layout) as TSeatLayout;

export async function eventsByItems(siteDb: SiteDb, itemIds: string[]): Promise<Map<string, TEventRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await events(siteDb)
    .where('item_id', 'in', [...new Set(itemIds)])
    .execute();
  return new Map(rows.map((row) => [row.item_id, row]));
}

/** The event's sold seats (assignments), every holder's. */
export const assignmentsOf = (siteDb: SiteDb, eventId: string): Promise<TAssignmentRow[]> =>
  siteDb.selectFrom('seat_assignments').select(ASSIGNMENT_COLUMNS).where('event_id', '=', eventId).orderBy('seat_key').execute();

export const myAssignments = (siteDb: SiteDb, eventId: string, userId: string): Promise<TAssignmentRow[]> =>
  siteDb
    .selectFrom('seat_assignments')
    .select(ASSIGNMENT_COLUMNS)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .orderBy('seat_key')
    .execute();

export const assignmentByClaim = (siteDb: SiteDb, claimId: string): Promise<TAssignmentRow | undefined> =>
  siteDb.selectFrom('seat_assignments').select(ASSIGNMENT_COLUMNS).where('claim_id', '=', claimId).executeTakeFirst();

export const assignmentByCode = (siteDb: SiteDb, code: string): Promise<TAssignmentRow | undefined> =>
  siteDb.selectFrom('seat_assignments').select(ASSIGNMENT_COLUMNS).where('code', '=', code).executeTakeFirst();

/** Holds of the event not yet expired. */
export const liveHolds = (siteDb: SiteDb, eventId: string, now: number) =>
  siteDb
    .selectFrom('seat_holds')
    .select(['seat_key', 'user_id', 'expires_at'])
    .where('event_id', '=', eventId)
    .where('expires_at', '>', now)
    .execute();

export const myLiveHolds = (siteDb: SiteDb, eventId: string, userId: string, now: number) =>
  siteDb
    .selectFrom('seat_holds')
    .select(['seat_key', 'expires_at'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('seat_key')
    .execute();
