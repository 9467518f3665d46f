import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import {
  audienceOptions,
  confirmNotice,
  getManagedNotice,
  getNotice,
  listNotices,
  listPublished,
  manageNotices,
  noticeStats,
  pendingNotices,
  publishNotice,
  releaseNotice,
  reviewNotice,
  saveNotice,
  submitNotice,
  updateNotice,
  withdrawNotice,
} from '../contract';
import { audienceChoices, loadMember } from '@quad/platform/server/identity/audience';
import { callerHolds } from '@quad/platform/server/tokens/authenticate';
import * as editorial from './service-editorial';
import * as manage from './service';
import { cachedListFor } from './list-cache';
import * as store from './store';

/** Scheduled notices go out within this long of their time. */
const PUBLISH_TICK_MS = 30_000;

const actor = async (request: FastifyRequest, userId: string): Promise<editorial.TActor> => ({
  request,
  userId,
  publisher: await callerHolds(request, userId, 'notice', 'publish'),
});

export function registerNoticeRoutes(app: FastifyInstance): void {
  // A search runs in SQL; the plain list, every visit of notice/index, comes from the shared lists.
  registerCall(app, listNotices, async ({ siteDb, userId, input }) => {
    const member = await loadMember(siteDb, userId);
    return input.keyword ? store.listForMember(siteDb, member, input, nowSeconds()) : cachedListFor(siteDb, member, input, nowSeconds());
  });
  registerCall(app, getNotice, async ({ siteDb, site, userId, input }) =>
    store.readNotice(siteDb, site.basePath, await loadMember(siteDb, userId), input.id, nowSeconds()),
  );
  registerCall(app, confirmNotice, async ({ siteDb, userId, input }) => {
    await store.confirmNotice(siteDb, await loadMember(siteDb, userId), input.id, nowSeconds());
    return {};
  });
  registerCall(app, pendingNotices, async ({ siteDb, site, userId }) => ({
    list: await store.pendingForMember(siteDb, site.basePath, await loadMember(siteDb, userId), nowSeconds()),
  }));

  registerCall(app, publishNotice, ({ siteDb, request, userId, input }) => manage.publish(siteDb, { userId, request }, input, nowSeconds()));
  registerCall(app, updateNotice, async ({ siteDb, request, userId, input }) => {
    await manage.update(siteDb, { userId, request }, input.id, input, nowSeconds());
    return {};
  });
  registerCall(app, withdrawNotice, async ({ siteDb, request, userId, input }) => {
    await manage.withdraw(siteDb, { userId, request }, input.id, nowSeconds());
    return {};
  });
  registerCall(app, listPublished, ({ siteDb, input }) => manage.listPublished(siteDb, input));
  registerCall(app, noticeStats, async ({ siteDb, request, userId, input }) => {
    await editorial.requireReadable(siteDb, await actor(request, userId), input.id);
    return manage.stats(siteDb, input.id);
  });

  // Writers (`submit`) and publishers share the editing calls; what each may do is the service's rule.
  registerCall(app, saveNotice, async ({ siteDb, request, userId, input }) => editorial.saveNotice(siteDb, await actor(request, userId), input, nowSeconds()));
  registerCall(app, submitNotice, async ({ siteDb, request, userId, input }) => {
    await editorial.submitNotice(siteDb, await actor(request, userId), input.id, nowSeconds());
    return {};
  });
  registerCall(app, reviewNotice, async ({ siteDb, request, userId, input }) => editorial.reviewNotice(siteDb, await actor(request, userId), input, nowSeconds()));
  registerCall(app, releaseNotice, async ({ siteDb, request, userId, input }) =>
    editorial.releaseNotice(siteDb, await actor(request, userId), input.id, input.publishAt, nowSeconds()),
  );
  registerCall(app, manageNotices, async ({ siteDb, request, userId, input }) => editorial.listManaged(siteDb, await actor(request, userId), input));
  registerCall(app, getManagedNotice, async ({ siteDb, site, request, userId, input }) =>
    editorial.managedDetail(siteDb, site.basePath, await actor(request, userId), input.id),
  );
  app.jobs.add({ name: 'notice.publish', everyMs: PUBLISH_TICK_MS, run: (siteDb, _site, now) => editorial.releaseDue(siteDb, now) });
  registerCall(app, audienceOptions, ({ siteDb }) => audienceChoices(siteDb));
}
