import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countRows, pagedRows } from '@quad/platform/server/db/paging';
import { registerExport } from '@quad/platform/server/exports/exports';
import { contentDisposition } from '@quad/platform/server/files/file-names';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin, requireUserId } from '@quad/platform/server/http/context';
import { registerPage } from '@quad/platform/server/http/pages';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { siteDay } from '@quad/platform/server/time';
import { onWorkflowEnded } from '@quad/workflow-engine/server';
import {
  applyCertificate,
  CERTIFICATE_EXPORT_PATH,
  CERTIFICATE_PDF_PATH,
  certificateStatistic,
  listApplicableTypes,
  listCertificateRecords,
  listManagedTypes,
  listMyCertificates,
  revokeCertificate,
  saveCertificateType,
  verifyCertificate,
  ZCertificateExportQuery,
} from '../contract';
import { writeCertificateRecords } from './export';
import { certificateFlowEnded } from './issue';
import { certificatePdf } from './pdf';
import { certificateRecord, recordsQuery, selectRecords } from './records';
import { applyFor, myCertificates } from './service';
import { certificateStatistics } from './statistic';
import { applicableTypes, managedTypes, saveType } from './types';
import { revoke, verify } from './verify';

/** Verifications one address may make a minute: codes are unguessable, this only keeps scrapers slow. */
const VERIFY_PER_MINUTE = 60;

export function registerCertificateRoutes(app: FastifyInstance, platform: TPlatform): void {
  onWorkflowEnded('certificate', async (ended) => {
    const site = await platform.sites.get(ended.siteDb.siteId);
    await certificateFlowEnded(ended, site?.settings.timeZone ?? 'Asia/Shanghai');
  });

  registerCall(app, listApplicableTypes, async ({ siteDb, userId }) => ({ list: await applicableTypes(siteDb, userId) }));
  registerCall(app, applyCertificate, ({ input, siteDb, userId }) => applyFor(siteDb, userId, input));
  registerCall(app, listMyCertificates, ({ input, siteDb, userId }) => myCertificates(siteDb, userId, input));

  const verifier = new WindowLimiter(platform.counters, 'certificate-verify', VERIFY_PER_MINUTE, 60_000);
  registerCall(app, verifyCertificate, async ({ input, siteDb, site, request }) => {
    await verifier.hit(`${site.id}|${request.ip}`, '核验太频繁，请稍后再试');
    return verify(siteDb, input.code);
  });

  registerPage(
    app,
    {
      method: 'GET',
      path: CERTIFICATE_PDF_PATH,
      summary: '下载已开具的证明（PDF，仅申请人本人）',
      access: 'session',
      produces: ['file', 'envelope'],
      query: z.object({ id: z.string().describe('证明申请编号') }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const id = (request.query as Record<string, unknown>).id;
      const verifyUrl = `${requestOrigin(request)}${request.site.basePath}certificate/verify`;
      const { fileName, pdf } = await certificatePdf(request.siteDb, platform.storage, userId, typeof id === 'string' ? id : '', verifyUrl, request.site.settings.timeZone);
      return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('attachment', fileName)).header('cache-control', 'private, no-store').send(pdf);
    },
  );

  registerCall(app, listManagedTypes, ({ siteDb, site }) => managedTypes(siteDb, site.basePath));
  registerCall(app, saveCertificateType, ({ input, siteDb, userId, request }) => saveType(siteDb, userId, request, input));
  registerCall(app, revokeCertificate, async ({ input, siteDb, userId, request }) => {
    await revoke(siteDb, userId, request, input.id, input.reason);
    return {};
  });
  registerCall(app, listCertificateRecords, async ({ input, siteDb }) => {
    const { rows, total } = await pagedRows(recordsQuery(siteDb, input), input, selectRecords);
    return { list: rows.map(certificateRecord), total };
  });
  registerCall(app, certificateStatistic, ({ input, siteDb, site }) =>
    certificateStatistics(siteDb, input.year ?? Number(siteDay(site.settings.timeZone).slice(0, 4)), site.settings.timeZone),
  );

  registerExport(app, {
    path: CERTIFICATE_EXPORT_PATH,
    summary: '导出证明记录为 Excel（筛选条件同证明记录）',
    access: { app: 'certificate', module: 'manage' },
    query: ZCertificateExportQuery,
    prepare: async ({ siteDb, site }, filters) => {
      const query = recordsQuery(siteDb, filters);
      return { fileName: '证明记录.xlsx', count: () => countRows(query), write: (book) => writeCertificateRecords(query, site.settings.timeZone, book) };
    },
  });
}
