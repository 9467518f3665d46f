import type { FastifyInstance } from 'fastify';
import { countRows, pagedRows } from '@quad/platform/server/db/paging';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { personById } from '@quad/platform/server/identity/people';
import { siteDay } from '@quad/platform/server/time';
import { onWorkflowEnded } from '@quad/workflow-engine/server';
import * as calls from '../contract';
import { writeResearchRecords } from './export';
import { officeScope, paperRecord, papersQuery, projectRecord, projectsQuery, selectPapers, selectProjects, type TRecordFilters } from './records';
import { allCalls, closeResearchCall, openCalls, storeCall } from './service-calls';
import { myPapers, register } from './service-papers';
import { declare, myProjects } from './service-projects';
import { researchStatistics } from './statistic';
import { loadPoints, storePoints, workloadOf } from './workload';

export function registerResearchRoutes(app: FastifyInstance): void {
  // One handler for the app's two flows: an instance is a project's or a paper's, never both.
  onWorkflowEnded('research', async ({ siteDb, instanceId, status }) => {
    await siteDb.updateTable('research_projects').set({ status }).where('instance_id', '=', instanceId).execute();
    await siteDb.updateTable('research_papers').set({ status }).where('instance_id', '=', instanceId).execute();
  });

  registerCall(app, calls.listOpenCalls, async ({ input, siteDb, userId, site }) => {
    const me = await personById.first(siteDb, { userId });
    return openCalls(siteDb, me?.dept_id ?? '', siteDay(site.settings.timeZone), input);
  });
  registerCall(app, calls.declareProject, ({ input, siteDb, userId, site }) => declare(siteDb, userId, siteDay(site.settings.timeZone), input));
  registerCall(app, calls.listMyProjects, ({ input, siteDb, userId, site }) => myProjects(siteDb, site.basePath, userId, input));
  registerCall(app, calls.registerPaper, ({ input, siteDb, userId, site }) => register(siteDb, userId, siteDay(site.settings.timeZone), input));
  registerCall(app, calls.listMyPapers, ({ input, siteDb, userId }) => myPapers(siteDb, userId, input));
  registerCall(app, calls.myWorkload, ({ siteDb, userId }) => workloadOf(siteDb, userId));

  registerCall(app, calls.listCalls, ({ input, siteDb }) => allCalls(siteDb, input));
  registerCall(app, calls.saveCall, ({ input, siteDb, userId }) => storeCall(siteDb, userId, input));
  registerCall(app, calls.closeCall, async ({ input, siteDb }) => {
    await closeResearchCall(siteDb, input.id);
    return {};
  });
  registerCall(app, calls.listCallDepartments, async ({ siteDb }) => ({
    list: await siteDb.selectFrom('departments').select(['id', 'name']).where('kind', '=', 'department').orderBy('sort').orderBy('name').execute(),
  }));
  registerCall(app, calls.getPoints, async ({ siteDb }) => ({ points: await loadPoints(siteDb) }));
  registerCall(app, calls.savePoints, async ({ input, siteDb }) => {
    await storePoints(siteDb, input.points);
    return {};
  });

  registerCall(app, calls.listResearchRecords, async ({ input, siteDb, userId }) => {
    const scope = await officeScope(siteDb, userId);
    if (input.kind === 'paper') {
      const { rows, total } = await pagedRows(papersQuery(siteDb, scope, input), input, selectPapers);
      return { list: rows.map(paperRecord), total };
    }
    const { rows, total } = await pagedRows(projectsQuery(siteDb, scope, input), input, selectProjects);
    return { list: rows.map(projectRecord), total };
  });
  registerCall(app, calls.researchStatistic, async ({ input, siteDb, userId }) => researchStatistics(siteDb, await officeScope(siteDb, userId), input.year));

  registerExport(app, {
    path: calls.RESEARCH_EXPORT_PATH,
    summary: '导出科研记录为 Excel（筛选条件同科研记录）',
    access: { app: 'research', module: 'office' },
    query: calls.ZResearchExportQuery,
    prepare: async ({ siteDb, userId, site }, filters: TRecordFilters) => {
      const scope = await officeScope(siteDb, userId);
      const write = (source: Parameters<typeof writeResearchRecords>[0]) => (book: Parameters<typeof writeResearchRecords>[2]) => writeResearchRecords(source, site.settings.timeZone, book);
      if (filters.kind === 'paper') {
        const query = papersQuery(siteDb, scope, filters);
        return { fileName: '科研论文.xlsx', count: () => countRows(query), write: write({ kind: 'paper', query }) };
      }
      const query = projectsQuery(siteDb, scope, filters);
      return { fileName: '科研项目.xlsx', count: () => countRows(query), write: write({ kind: 'project', query }) };
    },
  });
}
