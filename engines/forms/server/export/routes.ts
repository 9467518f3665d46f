import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordId } from '@quad/contracts/fields';
import { registerExport } from '@quad/platform/server/exports/exports';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { EXPORT_PATH } from '../../contract';
import { workbookPasses, writeResultsWorkbook } from './presenter-workbook';
import { loadDefinition, loadResultForm } from '../results/store-form';
import { countAnswers } from '../results/store-scan';

const ZQuery = z.object({ id: recordId('表单') });

/** A download name from the form's title: nothing a file system or a header would trip over. */
// eslint-disable-next-line no-control-regex
const fileName = (title: string) => `${title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, ' ').trim().slice(0, 80) || '表单'}-答卷.xlsx`;

/** `GET /forms/api/results/export?id=`: the results as an Excel file, streamed or built in the background. */
export function registerExportPage(app: FastifyInstance): void {
  registerExport(app, {
    path: EXPORT_PATH,
    summary: '导出表单答卷为 Excel（每个子表一个工作表）',
    access: { app: 'forms', module: 'results' },
    query: ZQuery,
    prepare: async ({ siteDb, site, origin }, { id }) => {
      const form = await loadResultForm(siteDb, id);
      const definition = await loadDefinition(siteDb, form);
      const base = `${origin}${site.basePath}`;
      const x = { siteDb, form, definition, timeZone: site.settings.timeZone, fileUrl: (file: string) => attachUrl(base, file) };
      return { fileName: fileName(form.title), count: async () => (await countAnswers(siteDb, id)) * workbookPasses(definition), write: (book) => writeResultsWorkbook(x, book) };
    },
  });
}
