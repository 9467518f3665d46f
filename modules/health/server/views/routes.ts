import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall, type TCallContext } from '@quad/platform/server/http/calls';
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
import { countPeople, listPeople, remindMissing } from './service-people';
import { viewDatacube, viewSummary } from './service-stats';
import { checkDept, findGroup, loadSource, loadViewer, siteViewer, type TViewerInput } from './service-viewer';

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

  registerExport(app, {
    path: VIEW_EXPORT_PATH,
    summary: '导出角色页名单为 Excel（每人一行，含每个字段）',
    access: 'session',
    query: ZViewExportQuery,
    prepare: async (ctx, { group, role, day, status, groupId, dept, slot }) => {
      const v = await loadViewer(base(ctx), role);
      checkDept(v, dept);
      const query = { kind: REPORT_OF_GROUP[group], day: day ?? v.today, status, dept, group: findGroup(v, groupId), slot };
      const src = await loadSource(v, query.kind);
      return { fileName: `健康上报-${query.day}.xlsx`, count: () => countPeople(v, src, query), write: (book) => writeViewWorkbook(v, src, query, book) };
    },
  });

  addReminderJob(app, platform);
}
