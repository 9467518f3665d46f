import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '@quad/platform/server/errors';
import { contentDisposition } from '@quad/platform/server/files/file-names';
import { registerCall, type TCallContext } from '@quad/platform/server/http/calls';
import { requireUserId } from '@quad/platform/server/http/context';
import { registerPage } from '@quad/platform/server/http/pages';
import { toFieldErrors } from '@quad/platform/server/http/validation';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import {
  getViewDatacube,
  getViewDetail,
  getViewSummary,
  listViewDiff,
  listViewPeople,
  remindPeople,
  VIEW_EXPORT_PATH,
  ZViewExportQuery,
} from '../../contract-views';
import type { TRolePage } from '../../module';
import { REPORT_OF_GROUP } from '../../views';
import { writeViewWorkbook } from './presenter-export';
import { addReminderJob } from '../report/reminders';
import { listDiff, reportDetail } from './service-changes';
import { listPeople, remindMissing } from './service-people';
import { viewDatacube, viewSummary } from './service-stats';
import { checkDept, findGroup, loadViewer, siteViewer, type TViewerInput } from './service-viewer';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The role pages' calls (contract-views.ts): each derives what the caller may see from their role page. */
export function registerViewRoutes(app: FastifyInstance, platform: TPlatform): void {
  const base = (ctx: { siteDb: TViewerInput['siteDb']; site: { settings: { timeZone: string } }; userId: string }): TViewerInput => ({
    siteDb: ctx.siteDb,
    dialect: platform.database.dialect,
    timeZone: ctx.site.settings.timeZone,
    userId: ctx.userId,
  });
  /** The caller's view of a role page, with the department asked for checked against it. */
  const viewer = async (ctx: TCallContext<{ role: TRolePage; dept?: string }>) => {
    const v = await loadViewer(base(ctx), ctx.input.role);
    checkDept(v, ctx.input.dept);
    return v;
  };

  registerCall(app, getViewSummary, async (ctx) => {
    const v = await viewer(ctx);
    const { group, day, groupId, dept, slot } = ctx.input;
    return viewSummary(v, REPORT_OF_GROUP[group], day ?? v.today, { dept, group: findGroup(v, groupId) }, slot);
  });

  registerCall(app, listViewPeople, async (ctx) => {
    const v = await viewer(ctx);
    const { group, day, status, groupId, dept, slot, q, page, size } = ctx.input;
    return listPeople(v, { kind: REPORT_OF_GROUP[group], day: day ?? v.today, status, dept, group: findGroup(v, groupId), slot, q }, page, size);
  });

  registerCall(app, remindPeople, async (ctx) => {
    const v = await viewer(ctx);
    const { group, day, uids } = ctx.input;
    return remindMissing(v, { kind: REPORT_OF_GROUP[group], day: day ?? v.today, status: 'missing' }, uids, ctx.request, nowSeconds());
  });

  registerCall(app, getViewDatacube, async (ctx) => {
    const v = await viewer(ctx);
    const { group, by, dept } = ctx.input;
    const to = ctx.input.to ?? v.today;
    const from = ctx.input.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    return { rows: await viewDatacube(v, REPORT_OF_GROUP[group], from, to, by, { dept }) };
  });

  registerCall(app, listViewDiff, async (ctx) => {
    const v = await viewer(ctx);
    const { day, dept, page, size } = ctx.input;
    return listDiff(v, day ?? v.today, { dept }, page, size);
  });

  // Anyone signed in may read their own report; others' only inside a role page's scope.
  registerCall(app, getViewDetail, async (ctx) => {
    const v = await siteViewer(base(ctx));
    return reportDetail(v, ctx.input.uid, ctx.input.day ?? v.today);
  });

  registerPage(
    app,
    { method: 'GET', path: VIEW_EXPORT_PATH, summary: '导出角色页名单为 Excel（每人一行，含每个字段）', access: 'session', produces: ['file', 'envelope'], query: ZViewExportQuery },
    async (request: FastifyRequest, reply) => {
      const userId = await requireUserId(request);
      const parsed = ZViewExportQuery.safeParse(request.query);
      if (!parsed.success) throw invalid(toFieldErrors(ZViewExportQuery, parsed.error));
      const { group, role, day, status, groupId, dept, slot } = parsed.data;
      const v = await loadViewer(base({ siteDb: request.siteDb, site: request.site, userId }), role);
      checkDept(v, dept);
      const query = { kind: REPORT_OF_GROUP[group], day: day ?? v.today, status, dept, group: findGroup(v, groupId), slot };
      const out = new PassThrough();
      writeViewWorkbook(v, query, out).catch((error: unknown) => {
        // The file has started: all that is left is to cut it short so the download fails visibly.
        if (out.destroyed) return;
        request.log.error({ err: error }, 'health view export failed');
        out.destroy(error as Error);
      });
      return reply.header('content-type', XLSX).header('content-disposition', contentDisposition('attachment', `健康上报-${query.day}.xlsx`)).send(out);
    },
  );

  addReminderJob(app, platform);
}
