import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/server/platform/http/calls';
import { nowSeconds } from '@quad/server/platform/ids';
import {
  audienceOptions,
  confirmNotice,
  getNotice,
  listNotices,
  listPublished,
  noticeStats,
  pendingNotices,
  publishNotice,
  updateNotice,
  withdrawNotice,
} from '../contract';
import { loadMember } from '@quad/server/platform/identity/audience';
import * as manage from './manage';
import * as store from './store';

export function registerNoticeRoutes(app: FastifyInstance): void {
  registerCall(app, listNotices, async ({ siteDb, userId, input }) =>
    store.listForMember(siteDb, await loadMember(siteDb, userId), input, nowSeconds()),
  );
  registerCall(app, getNotice, async ({ siteDb, userId, input }) =>
    store.readNotice(siteDb, await loadMember(siteDb, userId), input.id, nowSeconds()),
  );
  registerCall(app, confirmNotice, async ({ siteDb, userId, input }) => {
    await store.confirmNotice(siteDb, await loadMember(siteDb, userId), input.id, nowSeconds());
    return {};
  });
  registerCall(app, pendingNotices, async ({ siteDb, userId }) => ({
    list: await store.pendingForMember(siteDb, await loadMember(siteDb, userId), nowSeconds()),
  }));

  registerCall(app, publishNotice, ({ siteDb, userId, input }) => manage.publish(siteDb, userId, input, nowSeconds()));
  registerCall(app, updateNotice, async ({ siteDb, input }) => {
    await manage.update(siteDb, input.id, input, nowSeconds());
    return {};
  });
  registerCall(app, withdrawNotice, async ({ siteDb, input }) => {
    await manage.withdraw(siteDb, input.id, nowSeconds());
    return {};
  });
  registerCall(app, listPublished, ({ siteDb, input }) => manage.listPublished(siteDb, input));
  registerCall(app, noticeStats, ({ siteDb, input }) => manage.stats(siteDb, input.id));
  registerCall(app, audienceOptions, ({ siteDb }) => manage.audienceOptions(siteDb));
}
