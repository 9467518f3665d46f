import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { requireFile } from '@quad/platform/server/files/multipart';
import { registerCall } from '@quad/platform/server/http/calls';
import { importStatus, importUsers } from '../../contract-import';
import { actorOf } from '../audit-context';
import { readImportJob, startImport } from './service';
import { readPeopleFile, toRecords, writePeopleSheet } from './presenter-sheet';
import { validateRows } from './service-validate';
import { countUsers, usersInPages } from '../people/store';

/** People read per page of the export: a few hundred KB of rows in memory at a time. */
const EXPORT_PAGE = 1000;

export function registerImportRoutes(app: FastifyInstance): void {
  registerCall(app, importUsers, async ({ siteDb, userId, request, input, file }) => {
    const records = toRecords(await readPeopleFile(requireFile(file).data));
    const { valid, errors } = await validateRows(siteDb, records);
    const proceed = valid.length > 0 && (errors.length === 0 || input.mode === 'valid');
    const job_id = proceed ? await startImport(siteDb, await actorOf(siteDb, userId, request), valid) : '';
    return { total: records.length, errors, job_id };
  });

  registerCall(app, importStatus, async ({ siteDb, input }) => readImportJob(siteDb, input.id));

  const access = { app: 'admin', module: 'people' };
  registerExport(app, {
    path: '/admin/api/users/export',
    summary: '导出本站全部人员为 Excel（与导入格式相同）',
    access,
    prepare: async ({ siteDb }) => ({
      fileName: '人员.xlsx',
      count: () => countUsers(siteDb),
      write: (book) => writePeopleSheet(book, usersInPages(siteDb, EXPORT_PAGE)),
    }),
  });
  registerExport(app, {
    path: '/admin/api/users/template',
    summary: '人员导入模板（Excel）',
    access,
    prepare: async () => ({ fileName: '人员导入模板.xlsx', count: async () => 0, write: (book) => writePeopleSheet(book) }),
  });
}
