import type { FastifyInstance } from 'fastify';
import { countRows, pagedRows } from '@quad/platform/server/db/paging';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { siteDay, siteMidnight } from '@quad/platform/server/time';
import { applyCar, applyVisit, carPass, findHosts, listMyCars, visitStatus } from '../contract';
import { checkPass, listPermitRecords, listScans, PERMIT_EXPORT_PATH, permitStatistic, revokePermit, ZPermitExportQuery } from '../contract-office';
import { applyForCar, myCarPass, myCars } from './car';
import { followPermitFlows } from './ended';
import { writePermitRecords } from './export';
import { checkAtGate } from './pass';
import { permitRecord, permitStatistics, recordsQuery, revoke, selectRecords } from './records';
import { scanLog } from './scans';
import { applyForVisit, searchHosts, visitByToken } from './visitor';

export function registerPermitRoutes(app: FastifyInstance, platform: TPlatform): void {
  // Public calls: a phone number books at most 5 visits an hour; an address searches 30 times a minute.
  const perPhone = new WindowLimiter(platform.counters, 'permit-visit', 5, 3600_000);
  const searches = new WindowLimiter(platform.counters, 'permit-hosts', 30, 60_000);

  followPermitFlows();

  registerCall(app, findHosts, async ({ input, siteDb, request }) => {
    await searches.hit(`${siteDb.siteId}:${request.ip}`);
    return searchHosts(siteDb, input.keyword);
  });
  registerCall(app, applyVisit, ({ input, siteDb, site }) => applyForVisit(siteDb, perPhone, site.settings.timeZone, input));
  registerCall(app, visitStatus, ({ input, siteDb, site }) => visitByToken(siteDb, site.settings.timeZone, input.token));

  registerCall(app, applyCar, ({ input, siteDb, userId, site }) => applyForCar(siteDb, userId, site.settings.timeZone, input));
  registerCall(app, listMyCars, ({ input, siteDb, userId }) => myCars(siteDb, userId, input));
  registerCall(app, carPass, ({ input, siteDb, userId, site }) => myCarPass(siteDb, userId, site.settings.timeZone, input.id));

  registerCall(app, checkPass, ({ input, siteDb, userId, site }) => checkAtGate(siteDb, userId, site.settings.timeZone, input.token, input.gate ?? ''));
  registerCall(app, listScans, ({ input, siteDb }) => scanLog(siteDb, input));

  registerCall(app, listPermitRecords, async ({ input, siteDb }) => {
    const { rows, total } = await pagedRows(recordsQuery(siteDb, input), input, selectRecords);
    return { list: rows.map(permitRecord), total };
  });
  registerCall(app, permitStatistic, ({ siteDb, site }) => {
    const zone = site.settings.timeZone;
    return permitStatistics(siteDb, siteDay(zone), siteMidnight(zone, nowSeconds()));
  });
  registerCall(app, revokePermit, async ({ input, siteDb, userId }) => {
    await revoke(siteDb, userId, input.id, input.reason ?? '');
    return {};
  });

  registerExport(app, {
    path: PERMIT_EXPORT_PATH,
    summary: '导出通行证记录为 Excel（筛选条件同通行证记录）',
    access: { app: 'permit', module: 'approve' },
    query: ZPermitExportQuery,
    prepare: async ({ siteDb, site }, filters) => {
      const query = recordsQuery(siteDb, filters);
      return { fileName: '通行证记录.xlsx', count: () => countRows(query), write: (book) => writePermitRecords(query, site.settings.timeZone, book) };
    },
  });
}
