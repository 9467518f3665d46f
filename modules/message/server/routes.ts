import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import {
  getDoNotDisturb,
  getMessage,
  listMessages,
  markAllRead,
  markRead,
  saveDoNotDisturb,
  unreadCount,
} from '../contract';
import * as inbox from '@quad/messages-engine/server';

const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export function registerMessageRoutes(app: FastifyInstance): void {
  registerCall(app, listMessages, ({ siteDb, userId, input }) => inbox.listMessages(siteDb, userId, input));
  registerCall(app, unreadCount, async ({ siteDb, userId }) => ({ count: await inbox.countUnread(siteDb, userId) }));
  registerCall(app, getMessage, ({ siteDb, userId, input }) => inbox.readMessage(siteDb, userId, input.id));
  registerCall(app, markRead, async ({ siteDb, userId, input }) => {
    await inbox.readMessage(siteDb, userId, input.id);
    return {};
  });
  registerCall(app, markAllRead, async ({ siteDb, userId }) => ({ count: await inbox.readAll(siteDb, userId) }));

  registerCall(app, getDoNotDisturb, async ({ siteDb, userId }) => {
    const s = await inbox.loadDoNotDisturb(siteDb, userId);
    return { enabled: s.quietEnabled, start: toClock(s.quietStart), end: toClock(s.quietEnd), muted: s.mutedApps, apps: s.apps };
  });
  registerCall(app, saveDoNotDisturb, async ({ siteDb, userId, input }) => {
    await inbox.saveDoNotDisturb(siteDb, userId, {
      quietEnabled: input.enabled,
      quietStart: toMinutes(input.start),
      quietEnd: toMinutes(input.end),
      mutedApps: input.muted,
    });
    return {};
  });
}
