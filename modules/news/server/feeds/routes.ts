import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { addFeed, deleteFeed, listFeedItems, listFeeds, manageFeeds, refreshFeeds, subscribeFeed } from '../../contract';
import type { TFetchRules } from './fetch';
import * as feeds from './service';

export function registerFeedRoutes(app: FastifyInstance, platform: TPlatform, rules: TFetchRules): void {
  registerCall(app, listFeeds, async ({ siteDb, userId }) => ({ list: await feeds.listOffered(siteDb, userId) }));
  registerCall(app, subscribeFeed, async ({ siteDb, userId, input }) => {
    await feeds.subscribe(siteDb, userId, input.id, input.on, nowSeconds());
    return {};
  });
  registerCall(app, listFeedItems, ({ siteDb, userId, input }) => feeds.itemsFor(siteDb, userId, input));
  registerCall(app, manageFeeds, async ({ siteDb }) => ({ list: await feeds.listManaged(siteDb) }));
  registerCall(app, addFeed, ({ siteDb, request, userId, input }) =>
    feeds.addFeed(siteDb, { request, userId }, input, rules, nowSeconds()),
  );
  registerCall(app, deleteFeed, async ({ siteDb, request, userId, input }) => {
    await feeds.deleteFeed(siteDb, { request, userId }, input.id);
    return {};
  });
  // Each refresh makes outbound requests: a few per minute per site is plenty for a person.
  const refreshLimit = new WindowLimiter(platform.counters, 'rss-refresh', 6, 60_000);
  registerCall(app, refreshFeeds, async ({ siteDb, site, input }) => {
    await refreshLimit.hit(site.id, '刷新太频繁，请稍后再试');
    return feeds.refreshNow(siteDb, input.id, rules, nowSeconds());
  });
}
