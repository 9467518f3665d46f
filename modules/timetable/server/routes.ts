import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerCall } from '@quad/platform/server/http/calls';
import { registerPage } from '@quad/platform/server/http/pages';
import { daySchedule, FEED_PATH_PREFIX, freeRooms, myFeed, resetFeed, roomDay, weekSchedule } from '../contract';
import { getTermCalendar, saveTermCalendar } from '../contract-manage';
import { readCalendar, saveCalendar } from './calendar';
import { feedCalendar, feedOwner, feedPath, resetFeedPath } from './feed';
import { freeRoomsOn, roomDayOf } from './service-rooms';
import { dayOf, weekOf } from './service-schedule';

export function registerTimetableRoutes(app: FastifyInstance): void {
  registerCall(app, weekSchedule, ({ siteDb, site, userId, input }) => weekOf({ siteDb, site, userId }, input));
  registerCall(app, daySchedule, ({ siteDb, site, userId, input }) => dayOf({ siteDb, site, userId }, input));
  registerCall(app, freeRooms, ({ siteDb, site, input }) => freeRoomsOn(siteDb, site, input));
  registerCall(app, roomDay, ({ siteDb, site, input }) => roomDayOf(siteDb, site, input));
  registerCall(app, myFeed, ({ siteDb, userId }) => feedPath(siteDb, userId));
  registerCall(app, resetFeed, ({ siteDb, userId }) => resetFeedPath(siteDb, userId));
  registerCall(app, getTermCalendar, ({ siteDb }) => readCalendar(siteDb));
  registerCall(app, saveTermCalendar, ({ siteDb, userId, input }) => saveCalendar(siteDb, userId, input));

  registerPage(
    app,
    {
      method: 'GET',
      path: `${FEED_PATH_PREFIX}:token`,
      summary: '课表日历订阅（iCalendar，text/calendar）：本学期每次课一个事件；地址即凭据，重置后旧地址失效',
      access: 'public',
      produces: ['text'],
      query: z.object({}),
    },
    async (request, reply) => {
      const token = String((request.params as { token?: string }).token ?? '').replace(/\.ics$/, '');
      const { siteDb, site } = request;
      const userId = await feedOwner(siteDb, token);
      if (!userId) return reply.code(404).type('text/plain; charset=utf-8').send('订阅地址无效或已重置');
      const text = await feedCalendar({ siteDb, site, userId });
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').header('content-disposition', 'inline; filename="timetable.ics"').send(text);
    },
  );
}
