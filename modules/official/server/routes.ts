import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countRows, pagedRows } from '@quad/platform/server/db/paging';
import { registerExport } from '@quad/platform/server/exports/exports';
import { contentDisposition } from '@quad/platform/server/files/file-names';
import { fail } from '@quad/platform/server/errors';
import { registerCall } from '@quad/platform/server/http/calls';
import { requireUserId } from '@quad/platform/server/http/context';
import { registerPage } from '@quad/platform/server/http/pages';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { acceptRevisions, onWorkflowEnded } from '@quad/workflow-engine/server';
import {
  createDraft,
  getDocument,
  listDocumentRecords,
  listManagedTemplates,
  listPublished,
  listReceived,
  listSent,
  listTemplates,
  listUnits,
  OFFICIAL_EXPORT_PATH,
  OFFICIAL_PDF_PATH,
  publishDocument,
  saveDraft,
  saveTemplate,
  saveUnits,
  sendDocument,
  signReceipt,
  urgeReceipts,
  ZDocumentExportQuery,
} from '../contract';
import { visibleDocument } from './access';
import { createDraftFor, saveDraftOf, saveUnitsOf, sendDraft } from './drafts';
import { writeDocumentRecords } from './export';
import { officialFlowEnded, officialFlowReturned, redPageOf } from './issue';
import { publishedDocuments, receivedBy, sentBy } from './lists';
import { officialPdf } from './pdf';
import { presentDocument } from './presenter';
import { isSender, publish, signFor, urgeUnsigned } from './receipts';
import { documentRecord, recordsQuery, selectRecords } from './records';
import { enabledTemplates, managedTemplates, saveTemplateAs } from './templates';
import { siteUnits } from './units';

/** 催签 like the engine's 催办: once per document per 10 minutes. */
const URGE_WINDOW_MS = 10 * 60_000;

/**
 * The flow's end moves the document on, and a flow's 退回修改 reopens the draft where it was written;
 * registered here and by the demo seed, which decides before the routes exist.
 */
export function followOfficialFlows(): void {
  onWorkflowEnded('official', officialFlowEnded);
  acceptRevisions('official', { revisePath: (_, values) => redPageOf(String(values.documentId ?? '')), onReturned: officialFlowReturned });
}

export function registerOfficialRoutes(app: FastifyInstance, platform: TPlatform): void {
  followOfficialFlows();

  registerCall(app, listTemplates, async ({ siteDb }) => ({ list: await enabledTemplates(siteDb) }));
  registerCall(app, listUnits, async ({ siteDb }) => ({ list: await siteUnits(siteDb) }));
  registerCall(app, createDraft, ({ input, siteDb, userId }) => createDraftFor(siteDb, userId, input));
  registerCall(app, saveDraft, async ({ input, siteDb, userId }) => (await saveDraftOf(siteDb, userId, input), {}));
  registerCall(app, saveUnits, async ({ input, siteDb, userId }) => (await saveUnitsOf(siteDb, userId, input), {}));
  registerCall(app, sendDocument, ({ input, siteDb, userId }) => sendDraft(siteDb, userId, input.id, input.requestId));
  registerCall(app, getDocument, async ({ input, siteDb, userId, site }) => {
    const { doc, standing } = await visibleDocument(siteDb, userId, input.id);
    return presentDocument(siteDb, site.basePath, userId, doc, standing);
  });
  registerCall(app, signReceipt, async ({ input, siteDb, userId }) => ({ receipts: await signFor(siteDb, userId, input.id) }));

  const urges = new WindowLimiter(platform.counters, 'official-urge', 1, URGE_WINDOW_MS);
  registerCall(app, urgeReceipts, async ({ input, siteDb, userId }) => {
    const { doc, standing } = await visibleDocument(siteDb, userId, input.id);
    if (!isSender(standing)) throw fail('只有拟稿人或管理员可以催签');
    await urges.hit(`${siteDb.siteId}|${doc.id}`, '催签太频繁，请10分钟后再试');
    return { reminded: await urgeUnsigned(siteDb, doc.id, doc.title) };
  });
  registerCall(app, publishDocument, async ({ input, siteDb, userId }) => (await publish(siteDb, userId, input.id), {}));
  registerCall(app, listReceived, ({ input, siteDb, userId }) => receivedBy(siteDb, userId, input));
  registerCall(app, listSent, ({ input, siteDb, userId }) => sentBy(siteDb, userId, input));
  registerCall(app, listPublished, ({ input, siteDb }) => publishedDocuments(siteDb, input));

  registerPage(
    app,
    {
      method: 'GET',
      path: OFFICIAL_PDF_PATH,
      summary: '下载已签发的公文（PDF，红头、文号、印章）',
      access: 'session',
      produces: ['file', 'envelope'],
      query: z.object({ id: z.string().describe('公文编号') }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const id = (request.query as Record<string, unknown>).id;
      const { fileName, pdf } = await officialPdf(request.siteDb, platform.storage, userId, typeof id === 'string' ? id : '');
      return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('attachment', fileName)).header('cache-control', 'private, no-store').send(pdf);
    },
  );

  registerCall(app, listManagedTemplates, async ({ siteDb, site }) => ({ list: await managedTemplates(siteDb, site.basePath) }));
  registerCall(app, saveTemplate, ({ input, siteDb, userId, request }) => saveTemplateAs(siteDb, userId, request, input));
  registerCall(app, listDocumentRecords, async ({ input, siteDb }) => {
    const { rows, total } = await pagedRows(recordsQuery(siteDb, input), input, selectRecords);
    return { list: rows.map(documentRecord), total };
  });
  registerExport(app, {
    path: OFFICIAL_EXPORT_PATH,
    summary: '导出公文为 Excel（筛选条件同公文管理）',
    access: { app: 'official', module: 'manage' },
    query: ZDocumentExportQuery,
    prepare: async ({ siteDb, site }, filters) => {
      const query = recordsQuery(siteDb, filters);
      return { fileName: '公文.xlsx', count: () => countRows(query), write: (book) => writeDocumentRecords(query, site.settings.timeZone, book) };
    },
  });
}
