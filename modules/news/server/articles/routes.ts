import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin } from '@quad/platform/server/http/context';
import { registerPage } from '@quad/platform/server/http/pages';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { callerHolds } from '@quad/platform/server/tokens/authenticate';
import {
  getArticle,
  getManagedArticle,
  listArticles,
  manageArticles,
  publishArticle,
  reviewArticle,
  submitArticle,
  saveArticle,
  withdrawArticle,
} from '../../contract';
import * as articles from './service';
import * as channels from '../channels/service';
import * as reading from './service-reading';
import { renderRss } from './presenter-rss';

/** Items in the school's own feed. */
const RSS_ITEMS = 30;

export function registerArticleRoutes(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, listArticles, ({ siteDb, site, input }) => reading.listForReader(siteDb, site.basePath, input));
  registerCall(app, getArticle, ({ siteDb, site, userId, input }) =>
    reading.readArticle(siteDb, site.basePath, userId, input.id, nowSeconds()),
  );

  // Writers (`submit`) and publishers share the article calls; what each may do is the service's rule.
  const actor = async (request: FastifyRequest, userId: string): Promise<articles.TActor> => ({
    request,
    userId,
    publisher: await callerHolds(request, userId, 'news', 'publish'),
  });
  registerCall(app, saveArticle, async ({ siteDb, request, userId, input }) => articles.saveArticle(siteDb, await actor(request, userId), input, nowSeconds()));
  registerCall(app, publishArticle, async ({ siteDb, request, userId, input }) =>
    articles.publishArticle(siteDb, await actor(request, userId), input.id, input.publishAt, nowSeconds()),
  );
  registerCall(app, submitArticle, async ({ siteDb, request, userId, input }) => {
    await articles.submitArticle(siteDb, await actor(request, userId), input.id, nowSeconds());
    return {};
  });
  registerCall(app, reviewArticle, async ({ siteDb, request, userId, input }) => articles.reviewArticle(siteDb, await actor(request, userId), input, nowSeconds()));
  registerCall(app, withdrawArticle, async ({ siteDb, request, userId, input }) => {
    await articles.withdrawArticle(siteDb, await actor(request, userId), input.id, nowSeconds());
    return {};
  });
  registerCall(app, manageArticles, async ({ siteDb, request, userId, input }) => articles.listManaged(siteDb, await actor(request, userId), input));
  registerCall(app, getManagedArticle, async ({ siteDb, site, request, userId, input }) =>
    articles.managedDetail(siteDb, site.basePath, await actor(request, userId), input.id),
  );

  registerSchoolFeed(app, platform);
}

/**
 * `GET /news/rss?channel=<key>`: the school's news as RSS 2.0. Public, since feed readers carry no
 * session: it gives only what a news list shows (titles, summaries, links); the articles themselves
 * still open in the portal, signed in. Hidden and missing channels are 404.
 */
function registerSchoolFeed(app: FastifyInstance, platform: TPlatform): void {
  const perAddress = new WindowLimiter(platform.counters, 'news-rss', 60, 60_000);
  registerPage(
    app,
    {
      method: 'GET',
      path: '/news/rss',
      summary: '学校新闻频道的 RSS 2.0 订阅（最新 30 篇）',
      access: 'public',
      produces: ['file', 'envelope'],
      query: z.object({ channel: z.string().describe('频道标识') }),
    },
    async (request, reply) => {
      await perAddress.hit(`${request.site.id}|${request.ip}`, '请求太频繁，请稍后再试');
      const key = (request.query as Record<string, unknown>).channel;
      const channel = typeof key === 'string' ? await channels.findChannel(request.siteDb, key) : undefined;
      if (!channel || channel.hidden) return reply.status(404).send({ e: 10004, m: '频道不存在', d: {} });
      const site = request.site;
      const base = `${requestOrigin(request)}${site.basePath}`;
      const rows = await reading.latestOf(request.siteDb, channel, RSS_ITEMS);
      const xml = renderRss(
        { title: `${channel.name} - ${site.name}`, link: `${base}news/index`, description: `${site.name}${channel.name}` },
        rows.map((r) => ({
          guid: r.id,
          title: r.title,
          link: `${base}news/detail?id=${r.id}`,
          description: r.summary,
          published: Number(r.publish_at),
        })),
      );
      return reply.header('content-type', 'application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
    },
  );
}
