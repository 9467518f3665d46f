import type { FastifyInstance } from 'fastify';
import { registerCommentSubject } from '@quad/content-engine/server';
import { registerCall } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import { deleteVideo, getVideo, listVideos, manageVideos, saveVideo, setVideoStatus } from '../contract';
import * as manage from './service';
import * as reading from './service-reading';

export function registerVideoRoutes(app: FastifyInstance): void {
  registerCall(app, listVideos, ({ siteDb, site, input }) => reading.listForViewer(siteDb, site.basePath, input));
  registerCall(app, getVideo, ({ siteDb, site, userId, input }) => reading.watchVideo(siteDb, site.basePath, userId, input.id, nowSeconds()));

  registerCall(app, manageVideos, ({ siteDb, site, input }) => manage.listManaged(siteDb, site.basePath, input));
  registerCall(app, saveVideo, ({ siteDb, userId, request, input }) => manage.saveVideo(siteDb, { userId, request }, input, nowSeconds()));
  registerCall(app, setVideoStatus, async ({ siteDb, userId, request, input }) => {
    await manage.setStatus(siteDb, { userId, request }, input.id, input.status, nowSeconds());
    return {};
  });
  registerCall(app, deleteVideo, async ({ siteDb, userId, request, input }) => {
    await manage.deleteVideo(siteDb, { userId, request }, input.id);
    return {};
  });

  // Comments on a video: readers see published ones; managers also drafts and hidden ones.
  registerCommentSubject(app, {
    kind: 'video',
    app: 'video',
    moderator: { app: 'video', module: 'manage' },
    async find(siteDb, ids, viewer) {
      if (ids.length === 0) return new Map();
      let query = siteDb.selectFrom('videos').select(['id', 'title', 'status', 'comments_open', 'comments_review']).where('id', 'in', ids);
      if (!viewer.moderator) query = query.where('status', '=', 'published');
      const rows = await query.execute();
      return new Map(
        rows.map((r) => [
          r.id,
          { title: r.title, link: `video/detail?id=${r.id}`, open: r.status === 'published' && r.comments_open === 1, review: r.comments_review === 1 },
        ]),
      );
    },
  });
}
