import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '@quad/platform/server/ids';
import { registerCall } from '@quad/platform/server/http/calls';
import { listMyExams, listStaffExams } from '../contract';
import { myExams } from './service';
import { staffExams } from './service-staff';

export function registerExamRoutes(app: FastifyInstance): void {
  registerCall(app, listMyExams, ({ siteDb, site, userId }) => myExams(siteDb, userId, site.settings.timeZone, nowSeconds()));
  registerCall(app, listStaffExams, ({ siteDb, site, userId, input }) => staffExams(siteDb, userId, site.settings.timeZone, nowSeconds(), input));
}
