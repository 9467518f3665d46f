import type { FastifyInstance } from 'fastify';
import { deleteComment, listComments, listModeratedComments, moderateComment, postComment } from '@quad/contracts/comments';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { forbidden, notFound } from '@quad/platform/server/errors';
import { registerCall } from '@quad/platform/server/http/calls';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import * as service from './service';
import { realnames } from '@quad/platform/server/identity/people';
import { commentsOf, presentComments } from './store';
import type { TCommentSubject } from './subjects';
import { likeContaining } from '@quad/platform/server/db/like';
import { countRows, onPage } from '@quad/platform/server/db/paging';

/** People comment in bursts while chatting, but a script posting hundreds is stopped. */
const PER_MINUTE = 10;
const PER_DAY = 200;

/**
 * The comments engine's calls. Areas register their kinds of subject (`registerCommentSubject`)
 * in their own `register`, after these calls exist; a kind nobody registered is a 404.
 */
export function registerCommentCalls(app: FastifyInstance, platform: TPlatform): void {
  app.decorate('commentSubjects', new Map<string, TCommentSubject>());
  const perMinute = new WindowLimiter(platform.counters, 'comment-minute', PER_MINUTE, 60_000);
  const perDay = new WindowLimiter(platform.counters, 'comment-day', PER_DAY, 24 * 3600_000);
  const subjectOf = (kind: string) => {
    const subject = app.commentSubjects.get(kind);
    if (!subject) throw notFound('内容不存在或已下线');
    return subject;
  };

  registerCall(app, listComments, async ({ input, siteDb, userId, site }) => {
    const subject = subjectOf(input.kind);
    const viewer = await service.viewerOf(siteDb, subject, userId);
    const info = await service.requireSubject(siteDb, subject, input.subject, viewer);
    const query = commentsOf(siteDb, subject.kind, input.subject, viewer);
    const rows = await query.selectAll().orderBy('created', 'desc').orderBy('id', 'desc').$call(onPage(input)).execute();
    const total = await countRows(query);
    return {
      list: await presentComments(siteDb, site.basePath, rows, viewer),
      total: total,
      canPost: info.open,
      review: info.review && !viewer.moderator,
      moderator: viewer.moderator,
    };
  });

  registerCall(app, postComment, async ({ input, siteDb, userId }) => {
    const subject = subjectOf(input.kind);
    const key = `${siteDb.siteId}|${userId}`;
    await perMinute.hit(key, '评论太频繁，请稍后再试');
    await perDay.hit(key, '今天评论太多了，明天再来吧');
    const viewer = await service.viewerOf(siteDb, subject, userId);
    return service.postComment(siteDb, subject, viewer, { subjectId: input.subject, body: input.body, images: input.images, replyTo: input.replyTo, requestId: input.requestId });
  });

  registerCall(app, deleteComment, async ({ input, siteDb, userId }) => {
    await service.deleteOwnComment(siteDb, userId, input.id);
    return {};
  });

  registerCall(app, listModeratedComments, async ({ input, siteDb, userId, site }) => {
    const subject = subjectOf(input.kind);
    const viewer = await service.viewerOf(siteDb, subject, userId);
    if (!viewer.moderator) throw forbidden('您没有审核这类评论的权限');
    const rows = await moderationQuery(siteDb, subject.kind, input)
      .selectAll()
      // Waiting ones first, then the newest.
      .orderBy((eb) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .$call(onPage(input))
      .execute();
    const count = (status?: string) => countRows(moderationQuery(siteDb, subject.kind, { ...input, ...(status ? { status, keyword: undefined } : {}) }));
    const subjects = await subject.find(siteDb, [...new Set(rows.map((r) => r.subject_id))], viewer);
    const moderators = await realnames(siteDb, rows.map((r) => r.moderated_by));
    const comments = await presentComments(siteDb, site.basePath, rows, viewer);
    return {
      list: comments.map((c, i) => {
        const row = rows[i]!;
        const about = subjects.get(row.subject_id);
        return {
          ...c,
          subject: { id: row.subject_id, title: about?.title ?? '（已删除的内容）', link: about?.link ?? '' },
          moderation: row.moderated_at ? { by: moderators.get(row.moderated_by) ?? '', at: Number(row.moderated_at), reason: row.reason } : null,
        };
      }),
      total: await count(),
      pending: await count('pending'),
    };
  });

  registerCall(app, moderateComment, async ({ input, siteDb, userId, request }) => {
    await service.moderateComment(siteDb, app.commentSubjects, { userId, request }, input);
    return {};
  });
}

function moderationQuery(siteDb: SiteDb, kind: string, filter: { status?: string; keyword?: string }) {
  let query = siteDb.selectFrom('comments').where('kind', '=', kind);
  if (filter.status) query = query.where('status', '=', filter.status as 'visible');
  if (filter.keyword) query = query.where('body', 'like', likeContaining(filter.keyword));
  return query;
}
