import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import type { TicketEventsTable } from './schema';

export type TEventRow = Omit<TicketEventsTable, 'site_id'>;

export const EVENT_COLUMNS = [
  'id',
  'title',
  'cover',
  'place',
  'starts_at',
  'ends_at',
  'description',
  'organizer',
  'item_id',
  'created_by',
  'created',
  'updated',
  'published',
] as const;

/** At most this many published events are listed on the phone: a school runs a handful at a time. */
export const LIST_LIMIT = 100;

const events = (siteDb: SiteDb) => siteDb.selectFrom('ticket_events').select(EVENT_COLUMNS);

/**
 * The published events, and each by id: when a sale opens ten thousand phones poll its page every few
 * seconds and press 抢票 in the same second, so the rows come from memory (a minute at most, evicted
 * on every instance when the console saves an event). Drafts are the console's and always read afresh.
 */
const publishedCache = defineSiteCache<TEventRow[]>({ name: 'ticket-events', ttlMs: 60_000, max: 1_000 });

/** What one must have done before each event, by event id: the event attended (its title, '' for none) and the form filled. */
export interface TPrerequisites {
  event: string;
  form: { no: number; title: string } | null;
}
const prerequisiteCache = defineSiteCache<TPrerequisites>({ name: 'ticket-prerequisites', ttlMs: 60_000, max: 1_000 });

/** After an event is saved: every instance reads the published events and their prerequisites again. */
export function eventsChanged(siteDb: SiteDb): void {
  publishedCache.evict(siteDb);
  prerequisiteCache.evict(siteDb);
}

/** An event's prerequisites, kept with the events: the detail page polled during a sale names them. */
export const prerequisitesOf = (siteDb: SiteDb, eventId: string, load: () => Promise<TPrerequisites>): Promise<TPrerequisites> =>
  prerequisiteCache.read(siteDb, eventId, load);

/** The published events, the latest-starting first. */
export const publishedEvents = (siteDb: SiteDb): Promise<TEventRow[]> =>
  publishedCache.read(siteDb, 'published', () =>
    events(siteDb).where('published', '=', 1).orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute(),
  );

/** One event of this site (published only, unless its console asks), or 活动不存在. */
export async function eventById(siteDb: SiteDb, id: string, { drafts = false } = {}): Promise<TEventRow> {
  const row = drafts
    ? await events(siteDb).where('id', '=', id).executeTakeFirst()
    : ((await publishedEvents(siteDb)).find((e) => e.id === id) ??
      (await events(siteDb).where('id', '=', id).where('published', '=', 1).executeTakeFirst()));
  if (!row) throw notFound('活动不存在或未发布');
  return row;
}

/** Events by their engine items (my tickets name items, the check page answers one). */
export async function eventsByItems(siteDb: SiteDb, itemIds: string[]): Promise<Map<string, TEventRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await events(siteDb)
    .where('item_id', 'in', [...new Set(itemIds)])
    .execute();
  return new Map(rows.map((row) => [row.item_id, row]));
}

/** Titles of events by their items: the prerequisite named on a detail page. */
export async function titleOfItem(siteDb: SiteDb, itemId: string): Promise<string> {
  if (!itemId) return '';
  const row = await siteDb.selectFrom('ticket_events').select('title').where('item_id', '=', itemId).executeTakeFirst();
  return row?.title ?? '';
}

export const coverUrl = (basePath: string, cover: string) => (cover ? attachUrl(basePath, cover) : '');
