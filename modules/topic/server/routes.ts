import type { FastifyInstance } from 'fastify';
import { registerCommentSubject } from '@quad/content-engine/server';
import { registerCall } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import { deleteTopic, getTopic, listTopics, manageTopics, saveTopic, setTopicStatus } from '../contract';
import * as topics from './service';

export function registerTopicRoutes(app: FastifyInstance): void {
  registerCall(app, listTopics, ({ siteDb, site, input }) => topics.listForViewer(siteDb, site.basePath, input));
  registerCall(app, getTopic, ({ siteDb, site, input }) => topics.readTopic(siteDb, site.basePath, input.id));

  registerCall(app, manageTopics, ({ siteDb, site, input }) => topics.listManaged(siteDb, site.basePath, input));
  registerCall(app, saveTopic, ({ siteDb, userId, request, input }) => topics.saveTopic(siteDb, { userId, request }, input, nowSeconds()));
  registerCall(app, setTopicStatus, async ({ siteDb, userId, request, input }) => {
    await topics.setStatus(siteDb, { userId, request }, input.id, input.status, nowSeconds());
    return {};
  });
  registerCall(app, deleteTopic, async ({ siteDb, userId, request, input }) => {
    await topics.deleteTopic(siteDb, { userId, request }, input.id);
    return {};
  });

  // A topic's posts and replies are its comments: open topics take them, closed ones are read-only.
  registerCommentSubject(app, {
    kind: 'topic',
    app: 'topic',
    moderator: { app: 'topic', module: 'manage' },
    async find(siteDb, ids, viewer) {
      if (ids.length === 0) return new Map();
      let query = siteDb.selectFrom('topics').select(['id', 'title', 'status', 'review']).where('id', 'in', ids);
      if (!viewer.moderator) query = query.where('status', '!=', 'hidden');
      const rows = await query.execute();
      return new Map(rows.map((r) => [r.id, { title: r.title, link: `topic/detail?id=${r.id}`, open: r.status === 'open', review: r.review === 1 }]));
    },
  });
}
