import type { FastifyInstance } from 'fastify';
import { publishDue } from './articles/service';
import type { TFetchRules } from './feeds/fetch';
import { refreshDue } from './feeds/service';

/** Scheduled articles go out within this long of their time. */
export const PUBLISH_TICK_MS = 30_000;
/** How often feeds are looked at; each one is fetched only when FEED_INTERVAL_S has passed. */
export const FEED_TICK_MS = 60_000;

/**
 * The area's background work, per site (platform jobs): publishing due scheduled articles, fetching
 * due feeds. Both are safe on several instances: publishing is one conditional update, and an item
 * fetched twice is stored once (unique guid per feed).
 */
export function addNewsJobs(app: FastifyInstance, rules: TFetchRules): void {
  app.jobs.add({ name: 'news.publish', everyMs: PUBLISH_TICK_MS, run: (siteDb, _site, now) => publishDue(siteDb, now) });
  app.jobs.add({ name: 'news.feeds', everyMs: FEED_TICK_MS, run: (siteDb, _site, now) => refreshDue(siteDb, rules, now) });
}
