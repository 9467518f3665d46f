import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { getBoard, getDayList, getRouteDetail } from '../contract';
import { board, dayList, routeDetail } from './service';

export function registerShuttlebusRoutes(app: FastifyInstance): void {
  registerCall(app, getBoard, ({ siteDb, site, input }) => board(siteDb, site.settings.timeZone, input));
  registerCall(app, getDayList, ({ siteDb, site, input }) => dayList(siteDb, site.settings.timeZone, input));
  registerCall(app, getRouteDetail, ({ siteDb, site, input }) => routeDetail(siteDb, site.settings.timeZone, input));
}
