import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isAppAllowed } from '@quad/contracts/permission-checks';
import { recordId } from '@quad/contracts/fields';
import { forbidden, invalid } from '@quad/platform/server/errors';
import { contentDisposition } from '@quad/platform/server/files/file-names';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { requestOrigin, requireUserId } from '@quad/platform/server/http/context';
import { registerPage } from '@quad/platform/server/http/pages';
import { loadPermissionMap } from '@quad/platform/server/identity/permissions';
import { EXPORT_PATH } from '../../contract';
import { writeResultsWorkbook } from './presenter-workbook';
import { loadDefinition, loadResultForm } from '../results/store-form';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZQuery = z.object({ id: recordId('表单') });

/** A download name from the form's title: nothing a file system or a header would trip over. */
// eslint-disable-next-line no-control-regex
const fileName = (title: string) => `${title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, ' ').trim().slice(0, 80) || '表单'}-答卷.xlsx`;

/**
 * `GET /forms/api/results/export?id=`: the results as an Excel file, written to the reply as it is
 * made. Session and permission are checked before the first byte, so refusals are envelopes.
 */
export function registerExportPage(app: FastifyInstance): void {
  registerPage(
    app,
    { method: 'GET', path: EXPORT_PATH, summary: '导出表单答卷为 Excel（每个子表一个工作表）', access: { app: 'forms', module: 'results' }, produces: ['file', 'envelope'], query: ZQuery },
    async (request, reply) => {
      const userId = await requireUserId(request);
      if (!isAppAllowed(await loadPermissionMap(request.siteDb, userId), 'forms', 'results')) throw forbidden();
      const query = ZQuery.safeParse(request.query);
      if (!query.success) throw invalid({ id: '表单编号格式不正确' });
      const { siteDb, site } = request;
      const form = await loadResultForm(siteDb, query.data.id);
      const definition = await loadDefinition(siteDb, form);
      const base = `${requestOrigin(request)}${site.basePath}`;
      const out = new PassThrough();
      writeResultsWorkbook({ siteDb, form, definition, timeZone: site.settings.timeZone, fileUrl: (id) => attachUrl(base, id) }, out).catch((error: unknown) => {
        // The file has started: all that is left is to cut it short so the download fails visibly.
        // A download the client gave up on ends here too, and is no failure of ours.
        if (out.destroyed) return;
        request.log.error({ err: error, form: form.id }, 'results export failed');
        out.destroy(error as Error);
      });
      return reply.header('content-type', XLSX).header('content-disposition', contentDisposition('attachment', fileName(form.title))).send(out);
    },
  );
}
