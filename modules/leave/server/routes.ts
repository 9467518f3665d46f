import type { FastifyInstance } from 'fastify';
import { countRows, pagedRows } from '@quad/platform/server/db/paging';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { siteDay } from '@quad/platform/server/time';
import { acceptRevisions, onWorkflowEnded } from '@quad/workflow-engine/server';
import { applyLeave, getMyLeave, reviseLeave, LEAVE_EXPORT_PATH, leaveStatistic, listLeaveRecords, listMyLeaves, returnFromLeave, ZLeaveExportQuery } from '../contract';
import { writeLeaveRecords } from './export';
import { approverScope, leaveRecord, recordsQuery, selectRecords } from './records';
import { applyForLeave, myLeave, myLeaves, reportBack, reviseMyLeave } from './service';
import { leaveStatistics } from './statistic';

export function registerLeaveRoutes(app: FastifyInstance): void {
  // The flow decides; the request keeps its outcome for lists and statistics.
  onWorkflowEnded('leave', async ({ siteDb, instanceId, status }) => {
    await siteDb.updateTable('leave_requests').set({ status }).where('instance_id', '=', instanceId).execute();
  });
  // Sent back for changes: the student changes it on the request form and sends it again.
  acceptRevisions('leave', {
    revisePath: (instanceId) => `/leave/index?revise=${encodeURIComponent(instanceId)}`,
    onReturned: async ({ siteDb, instanceId }) => {
      await siteDb.updateTable('leave_requests').set({ status: 'returned' }).where('instance_id', '=', instanceId).execute();
    },
  });

  registerCall(app, applyLeave, ({ input, siteDb, userId, site }) => applyForLeave(siteDb, userId, site.settings.timeZone, input));
  registerCall(app, reviseLeave, ({ input, siteDb, userId, site }) => reviseMyLeave(siteDb, userId, site.settings.timeZone, input));
  registerCall(app, listMyLeaves, ({ input, siteDb, userId }) => myLeaves(siteDb, userId, input));
  registerCall(app, getMyLeave, ({ input, siteDb, userId }) => myLeave(siteDb, userId, input.instanceId));
  registerCall(app, returnFromLeave, async ({ input, siteDb, userId, site }) => {
    await reportBack(siteDb, userId, input.id, site.settings.timeZone);
    return {};
  });

  registerCall(app, listLeaveRecords, async ({ input, siteDb, userId }) => {
    const query = recordsQuery(siteDb, await approverScope(siteDb, userId), input);
    const { rows, total } = await pagedRows(query, input, selectRecords);
    return { list: rows.map(leaveRecord), total };
  });

  registerCall(app, leaveStatistic, async ({ input, siteDb, userId, site }) =>
    leaveStatistics(siteDb, await approverScope(siteDb, userId), input.day ?? siteDay(site.settings.timeZone)),
  );

  registerExport(app, {
    path: LEAVE_EXPORT_PATH,
    summary: '导出请假记录为 Excel（筛选条件同请假记录）',
    access: { app: 'leave', module: 'approve' },
    query: ZLeaveExportQuery,
    prepare: async ({ siteDb, userId, site }, filters) => {
      const query = recordsQuery(siteDb, await approverScope(siteDb, userId), filters);
      return { fileName: '请假记录.xlsx', count: () => countRows(query), write: (book) => writeLeaveRecords(query, site.settings.timeZone, book) };
    },
  });
}
