import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { datasetStatus, publicRows } from '@quad/datasets-engine/server';
import type { THistory, THistoryEvent } from '../contract';
import { eventsKind } from './kind';

/** A history longer than this is an archive, not a timeline: the rest is not read. */
const MOST_ROWS = 5000;

interface TBuiltHistory {
  events: THistoryEvent[];
  categories: string[];
  eras: string[];
}

/** Built histories by site and dataset version: a new load is a new version, read at once. */
const histories = defineSiteCache<TBuiltHistory>({ name: 'schoolhistory', ttlMs: 30 * 60_000, max: 200 });

const eraOf = (year: number) => `${Math.floor(year / 10) * 10}年代`;

async function buildHistory(siteDb: SiteDb): Promise<TBuiltHistory> {
  const rows = await publicRows(siteDb, eventsKind, { limit: MOST_ROWS });
  const events = rows
    .map((r) => ({ year: r.year, date: r.date ?? '', title: r.title, content: r.content ?? '', image: r.image ?? '', category: r.category ?? '', era: r.era ?? eraOf(r.year) }))
    // Oldest first; within a year by date as written (the archive writes them alike), then title.
    .sort((a, b) => a.year - b.year || a.date.localeCompare(b.date) || a.title.localeCompare(b.title, 'zh'));
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
  return { events, categories: distinct(events.map((e) => e.category)), eras: distinct(events.map((e) => e.era)) };
}

/** The timeline as the page shows it: narrowed to an era, a category and a search of title and content. */
export async function schoolHistory(siteDb: SiteDb, input: { q?: string; category?: string; era?: string }): Promise<THistory> {
  const status = await datasetStatus(siteDb, eventsKind);
  const built = await histories.read(siteDb, `v${status.version}`, async () => (status.version ? buildHistory(siteDb) : { events: [], categories: [], eras: [] }));
  const q = (input.q ?? '').trim().toLowerCase();
  const events = built.events.filter(
    (e) =>
      (!input.category || e.category === input.category) &&
      (!input.era || e.era === input.era) &&
      (!q || e.title.toLowerCase().includes(q) || e.content.toLowerCase().includes(q) || String(e.year) === q),
  );
  return { events, categories: built.categories, eras: built.eras, all: built.events.length, updatedAt: status.updatedAt, failed: status.lastFailure !== null };
}
