import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppAllowed } from '@quad/contracts/permission-checks';
import { forbidden } from '@quad/platform/server/errors';
import { requireFile } from '@quad/platform/server/files/multipart';
import { registerCall } from '@quad/platform/server/http/calls';
import { requireUserId } from '@quad/platform/server/http/context';
import { registerPage } from '@quad/platform/server/http/pages';
import { loadPermissionMap } from '@quad/platform/server/identity/permissions';
import { contentDisposition } from '@quad/platform/server/files/file-names';
import { importStatus, importUsers } from '../../contract-import';
import { actorOf } from '../audit-context';
import { readImportJob, startImport } from './service';
import { readPeopleFile, toRecords, TYPE_LABELS, writePeopleWorkbook } from './presenter-sheet';
import { validateRows } from './service-validate';
import { listUsers } from '../people/store';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPORT_LIMIT = 100_000;

export function registerImportRoutes(app: FastifyInstance): void {
  registerCall(app, importUsers, async ({ siteDb, userId, request, input, file }) => {
    const records = toRecords(await readPeopleFile(requireFile(file).data));
    const { valid, errors } = await validateRows(siteDb, records);
    const proceed = valid.length > 0 && (errors.length === 0 || input.mode === 'valid');
    const job_id = proceed ? await startImport(siteDb, await actorOf(siteDb, userId, request), valid) : '';
    return { total: records.length, errors, job_id };
  });

  registerCall(app, importStatus, async ({ siteDb, input }) => readImportJob(siteDb, input.id));

  const sendWorkbook = async (name: string, withPeople: boolean, request: FastifyRequest, reply: FastifyReply) => {
    const userId = await requireUserId(request);
    if (!isAppAllowed(await loadPermissionMap(request.siteDb, userId), 'admin', 'people')) throw forbidden();
    const people = withPeople ? (await listUsers(request.siteDb, { page: 1, size: EXPORT_LIMIT })).list : [];
    const data = await writePeopleWorkbook(people.map((p) => ({ ...p, type: TYPE_LABELS[p.type] })));
    return reply.header('content-type', XLSX).header('content-disposition', contentDisposition('attachment', name)).send(data);
  };
  registerPage(
    app,
    { method: 'GET', path: '/admin/api/users/export', summary: '导出本站全部人员为 Excel（与导入格式相同）', access: { app: 'admin', module: 'people' }, produces: ['file', 'envelope'] },
    (request, reply) => sendWorkbook('人员.xlsx', true, request, reply),
  );
  registerPage(
    app,
    { method: 'GET', path: '/admin/api/users/template', summary: '人员导入模板（Excel）', access: { app: 'admin', module: 'people' }, produces: ['file', 'envelope'] },
    (request, reply) => sendWorkbook('人员导入模板.xlsx', false, request, reply),
  );
}
