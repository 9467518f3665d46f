import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { realnames } from '@quad/platform/server/identity/people';
import { siteTime } from '@quad/platform/server/time';
import * as calls from '../contract';
import { labelOf } from '../contract-fields';
import { currentCampaign, saveCampaign } from './campaign';
import { approvedCorrections, decideRequest, listReviews } from './service-review';
import { confirmRecord, getMyRecord, requestCorrection, withdrawRequest } from './service-student';

export function registerInfocheckRoutes(app: FastifyInstance): void {
  registerCall(app, calls.getMyRecord, ({ siteDb, site, userId }) => getMyRecord(siteDb, site, userId));
  registerCall(app, calls.requestCorrection, ({ siteDb, site, userId, input }) => requestCorrection(siteDb, site, userId, input));
  registerCall(app, calls.confirmRecord, ({ siteDb, site, userId }) => confirmRecord(siteDb, site, userId));
  registerCall(app, calls.withdrawRequest, ({ siteDb, site, userId, input }) => withdrawRequest(siteDb, site, userId, input.id));
  registerCall(app, calls.listReviews, ({ siteDb, site, userId, input }) => listReviews(siteDb, site, userId, input));
  registerCall(app, calls.decideRequest, ({ siteDb, site, userId, input }) => decideRequest(siteDb, site, userId, input));
  registerCall(app, calls.getCampaign, async ({ siteDb, site }) => ({ campaign: await currentCampaign(siteDb, site) }));
  registerCall(app, calls.saveCampaign, ({ siteDb, site, userId, input }) => saveCampaign(siteDb, site, userId, input));
  registerExport(app, {
    path: calls.CORRECTIONS_EXPORT_PATH,
    summary: '导出当前批次已通过的更正（学号、姓名、班级、项目、原值、更正为、理由、审核人、审核时间），供教务系统更新',
    access: { app: 'infocheck', module: 'review' },
    prepare: async ({ siteDb, site, userId }) => {
      const rows = await approvedCorrections(siteDb, site, userId);
      const reviewers = await realnames(siteDb, rows.map((r) => r.reviewed_by));
      return {
        fileName: '学生信息更正（已通过）.xlsx',
        count: async () => rows.length,
        write: async (book) => {
          const sheet = book.sheet('已通过的更正', ['学号', '姓名', '学院', '班级', '项目', '数据列', '原值', '更正为', '更正理由', '审核人', '审核时间']);
          for (const r of rows) {
            sheet.add([r.student_no, r.student_name, r.college, r.class_name, labelOf(r.field), r.field, r.old_value, r.new_value, r.reason, reviewers.get(r.reviewed_by) ?? '', siteTime(site.settings.timeZone, Number(r.reviewed))]);
          }
          await book.page(rows.length);
        },
      };
    },
  });
}
