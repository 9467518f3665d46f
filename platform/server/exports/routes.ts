import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXPORT_FILE_PATH, exportStatus, startExport } from '@quad/contracts/exports';
import { text } from '@quad/contracts/fields';
import { invalid, notFound } from '../errors';
import { contentDisposition } from '../files/file-names';
import { registerCall } from '../http/calls';
import { requestOrigin, requireUserId } from '../http/context';
import { registerPage } from '../http/pages';
import { newId, nowSeconds } from '../ids';
import type { TPlatform } from '../module';
import { planExport, XLSX_TYPE } from './exports';
import { defineExportJobs } from './jobs';
import { exportView, ownExport } from './store';

const ZFileQuery = z.object({ id: text('导出任务', 40) });

/**
 * Background exports: the registry areas add their exports to (`registerExport`), the calls that
 * start one and report its progress, and the download of the finished file for its owner only.
 */
export function installExports(app: FastifyInstance, platform: TPlatform): void {
  app.decorate('exportKinds', new Map());
  const { build } = defineExportJobs(app, platform);

  registerCall(app, startExport, async ({ siteDb, site, userId, input, request }) => {
    const kind = app.exportKinds.get(input.path);
    if (!kind) throw notFound('没有这项导出');
    const origin = requestOrigin(request);
    // Refusals (permission, query, a form that is gone) come now, as the link's would, not from the job.
    const plan = await planExport(kind, { siteDb, site, userId, origin }, input.query);
    const id = newId();
    const row = { id, user_id: userId, path: kind.path, query: JSON.stringify(input.query), origin, status: 'running' as const, total: await plan.count(), done: 0, file_name: plan.fileName, file_path: '', size: 0, message: '', created: nowSeconds(), expires: 0 };
    await siteDb.transaction(async (tx) => {
      await tx.insertInto('export_jobs', row).execute();
      await build.schedule(tx, id, nowSeconds(), { id });
    });
    // Answered from the row just written: reading it back would tell nothing new.
    return exportView(row);
  });

  registerCall(app, exportStatus, async ({ siteDb, userId, input }) => exportView(await ownExport(siteDb, userId, input.id, nowSeconds())));

  registerPage(
    app,
    { method: 'GET', path: EXPORT_FILE_PATH, summary: '下载后台导出的文件（仅发起人，过期前）', access: 'session', produces: ['file', 'envelope'], query: ZFileQuery },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const query = ZFileQuery.safeParse(request.query);
      if (!query.success) throw invalid({ id: '导出任务编号格式不正确' });
      const row = await ownExport(request.siteDb, userId, query.data.id, nowSeconds());
      const size = row.status === 'done' ? await platform.storage.size(request.site.id, row.file_path) : undefined;
      if (size === undefined) throw notFound('导出文件还没有生成好');
      const body = await platform.storage.read(request.site.id, row.file_path);
      return reply.header('content-type', XLSX_TYPE).header('content-length', size).header('content-disposition', contentDisposition('attachment', row.file_name)).send(body);
    },
  );
}
