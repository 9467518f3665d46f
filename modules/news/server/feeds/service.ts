import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid, notFound } from '@quad/platform/server/errors';
import { newId } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { FastifyRequest } from 'fastify';
import { checkFeedUrl, fetchFeedText, type TFetchRules } from './fetch';
import { FeedError, parseFeed } from './parse';
import { countRows, onPage } from '@quad/platform/server/db/paging';

/** Each feed is fetched at most this often by the background tick. */
export const FEED_INTERVAL_S = 15 * 60;

export async function listOffered(siteDb: SiteDb, userId: string) {
  const rows = await siteDb
    .selectFrom('rss_feeds')
    .leftJoin('rss_subscriptions', (j) =>
      j
        .onRef('rss_subscriptions.site_id', '=', 'rss_feeds.site_id')
        .onRef('rss_subscriptions.feed_id', '=', 'rss_feeds.id')
        .on('rss_subscriptions.user_id', '=', userId),
    )
    .select(['rss_feeds.id', 'rss_feeds.name', 'rss_subscriptions.feed_id as subscribed'])
    .orderBy('rss_feeds.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, subscribed: r.subscribed != null }));
}

async function requireFeed(siteDb: SiteDb, id: string) {
  const feed = await siteDb.selectFrom('rss_feeds').select(['id', 'name', 'url']).where('id', '=', id).executeTakeFirst();
  if (!feed) throw notFound('订阅源不存在');
  return feed;
}

export async function subscribe(siteDb: SiteDb, userId: string, feedId: string, on: boolean, now: number): Promise<void> {
  await requireFeed(siteDb, feedId);
  if (!on) {
    await siteDb.deleteFrom('rss_subscriptions').where('user_id', '=', userId).where('feed_id', '=', feedId).execute();
    return;
  }
  await siteDb
    .insertInto('rss_subscriptions', { user_id: userId, feed_id: feedId, created: now })
    .onConflict((oc) => oc.columns(['site_id', 'user_id', 'feed_id']).doNothing())
    .execute();
}

/** Items of the feeds I subscribe to, newest first. A failing feed just adds nothing new. */
export async function itemsFor(siteDb: SiteDb, userId: string, query: { page: number; size: number }) {
  const base = siteDb
    .selectFrom('rss_items')
    .innerJoin('rss_subscriptions', (j) =>
      j
        .onRef('rss_subscriptions.site_id', '=', 'rss_items.site_id')
        .onRef('rss_subscriptions.feed_id', '=', 'rss_items.feed_id')
        .on('rss_subscriptions.user_id', '=', userId),
    )
    .innerJoin('rss_feeds', (j) => j.onRef('rss_feeds.site_id', '=', 'rss_items.site_id').onRef('rss_feeds.id', '=', 'rss_items.feed_id'));
  const rows = await base
    .select(['rss_items.id', 'rss_feeds.name as feed', 'rss_items.title', 'rss_items.link', 'rss_items.summary', 'rss_items.published'])
    .orderBy('rss_items.published', 'desc')
    .orderBy('rss_items.id', 'desc')
    .$call(onPage(query))
    .execute();
  const total = await countRows(base);
  return { list: rows.map((r) => ({ ...r, published: Number(r.published) })), total: total };
}

export async function listManaged(siteDb: SiteDb) {
  const feeds = await siteDb
    .selectFrom('rss_feeds')
    .select(['id', 'name', 'url', 'last_fetched', 'last_error', 'error_at'])
    .orderBy('name')
    .execute();
  const items = await siteDb
    .selectFrom('rss_items')
    .select(['feed_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('feed_id')
    .execute();
  const subscribers = await siteDb
    .selectFrom('rss_subscriptions')
    .select(['feed_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('feed_id')
    .execute();
  const count = (rows: { feed_id: string; n: string | number }[], id: string) => Number(rows.find((r) => r.feed_id === id)?.n ?? 0);
  return feeds.map((f) => ({
    id: f.id,
    name: f.name,
    url: f.url,
    lastFetched: Number(f.last_fetched),
    lastError: f.last_error,
    errorAt: Number(f.error_at),
    items: count(items, f.id),
    subscribers: count(subscribers, f.id),
  }));
}

export async function addFeed(siteDb: SiteDb, actor: { request: FastifyRequest; userId: string }, input: { name: string; url: string }, rules: TFetchRules, now: number) {
  const name = sanitizePlainText(input.name);
  if (!name) throw invalid({ name: '请填写名称' });
  const shape = checkFeedUrl(input.url);
  if (shape) throw invalid({ url: shape });
  if (await rules.outbound.refuses(input.url)) throw invalid({ url: '订阅地址指向内网，不能添加' });
  const id = newId();
  await siteDb.transaction(async (tx) => {
    await tx.insertInto('rss_feeds', { id, name, url: input.url, created: now, last_fetched: 0, last_error: '', error_at: 0 }).execute();
    await recordAudit(tx, actor.request, {
      actorId: actor.userId,
      action: 'rss.feed.add',
      targetType: 'rss_feed',
      targetId: id,
      after: { name, url: input.url },
    });
  });
  return { id };
}

export async function deleteFeed(siteDb: SiteDb, actor: { request: FastifyRequest; userId: string }, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const before = await requireFeed(tx, id);
    await tx.deleteFrom('rss_items').where('feed_id', '=', id).execute();
    await tx.deleteFrom('rss_subscriptions').where('feed_id', '=', id).execute();
    await tx.deleteFrom('rss_feeds').where('id', '=', id).execute();
    await recordAudit(tx, actor.request, {
      actorId: actor.userId,
      action: 'rss.feed.delete',
      targetType: 'rss_feed',
      targetId: id,
      before,
    });
  });
}

/** Items kept per feed: subscribers read what is new, the feed's own site keeps the archive. */
export const KEEP_ITEMS = 200;

async function pruneItems(siteDb: SiteDb, feedId: string): Promise<void> {
  const stale = await siteDb
    .selectFrom('rss_items')
    .select('id')
    .where('feed_id', '=', feedId)
    .orderBy('published', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .offset(KEEP_ITEMS)
    .execute();
  if (stale.length > 0)
    await siteDb
      .deleteFrom('rss_items')
      .where(
        'id',
        'in',
        stale.map((r) => r.id),
      )
      .execute();
}

/**
 * Fetches one feed and stores its new items (an item already stored, same guid, is left alone).
 * Never throws: a failure is recorded on the feed, for the administrator, and nothing else changes.
 */
export async function refreshFeed(siteDb: SiteDb, feed: { id: string; url: string }, rules: TFetchRules, now: number): Promise<void> {
  try {
    const items = parseFeed(await fetchFeedText(feed.url, rules), feed.url);
    if (items.length > 0) {
      await siteDb
        .insertInto(
          'rss_items',
          // A date in the future (a wrong clock) would pin the item to the top: it counts as now.
          items.map((item) => ({ id: newId(), feed_id: feed.id, ...item, published: Math.min(item.published || now, now), fetched: now })),
        )
        .onConflict((oc) => oc.columns(['site_id', 'feed_id', 'guid']).doNothing())
        .execute();
      await pruneItems(siteDb, feed.id);
    }
    await siteDb.updateTable('rss_feeds').set({ last_fetched: now, last_error: '' }).where('id', '=', feed.id).execute();
  } catch (error) {
    const message = error instanceof FeedError ? error.message : '抓取失败，请稍后再试';
    await siteDb
      .updateTable('rss_feeds')
      .set({ last_fetched: now, last_error: message, error_at: now })
      .where('id', '=', feed.id)
      .execute();
  }
}

/** Fetches the given feed, or every feed of the site, now (the administrator's 刷新). */
export async function refreshNow(siteDb: SiteDb, id: string | undefined, rules: TFetchRules, now: number) {
  const feeds = id ? [await requireFeed(siteDb, id)] : await siteDb.selectFrom('rss_feeds').select(['id', 'url']).execute();
  await Promise.all(feeds.map((feed) => refreshFeed(siteDb, feed, rules, now)));
  return { list: await listManaged(siteDb) };
}

/** The tick's work for one site: feeds not fetched for FEED_INTERVAL_S. */
export async function refreshDue(siteDb: SiteDb, rules: TFetchRules, now: number): Promise<void> {
  const due = await siteDb
    .selectFrom('rss_feeds')
    .select(['id', 'url'])
    .where('last_fetched', '<=', now - FEED_INTERVAL_S)
    .execute();
  await Promise.all(due.map((feed) => refreshFeed(siteDb, feed, rules, now)));
}
