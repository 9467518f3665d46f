import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '@quad/platform/server/audit/record';
import { registerExport } from '@quad/platform/server/exports/exports';
import { requireFile } from '@quad/platform/server/files/multipart';
import { registerCall } from '@quad/platform/server/http/calls';
import {
  DATASET_TEMPLATE_PATH,
  datasetConnectorCall,
  datasetLoads,
  datasetStatusCall,
  deleteDatasetConnector,
  listDatasetKinds,
  pullDatasetNow,
  pushDatasetRows,
  rollbackDatasetCall,
  saveDatasetConnector,
  uploadDataset,
} from '../contract';
import { requireKind } from './kinds';
import { loadDatasetFile, loadDatasetRows, rollbackDataset } from './load';
import { writeTemplate } from './parse';
import { allDatasetStatuses, datasetStatus, loadHistory } from './reads';
import { deleteConnector, pullNow, readConnector, saveConnector, type TPullDeps } from './stored-connectors';

/**
 * The console's calls (administrators holding admin → datasets) and the integration API's push (a
 * service token granted the same): thin, the rules are in load.ts and reads.ts.
 */
export function registerDatasetRoutes(app: FastifyInstance, deps: TPullDeps): void {
  registerCall(app, listDatasetKinds, async ({ siteDb }) => ({ list: await allDatasetStatuses(siteDb) }));

  registerCall(app, datasetStatusCall, async ({ siteDb, input }) => datasetStatus(siteDb, input.kind));

  registerCall(app, uploadDataset, async ({ siteDb, userId, input, file }) => {
    const kind = requireKind(input.kind);
    return loadDatasetFile(siteDb, kind, requireFile(file).data, { source: 'upload', by: userId });
  });

  registerCall(app, datasetLoads, async ({ siteDb, input }) => ({ list: await loadHistory(siteDb, input.kind) }));

  registerCall(app, rollbackDatasetCall, async ({ siteDb, userId, request, input }) => {
    const kind = requireKind(input.kind);
    const before = await datasetStatus(siteDb, kind);
    const { version } = await rollbackDataset(siteDb, kind);
    await recordAudit(siteDb, request, {
      actorId: userId,
      action: 'datasets.rollback',
      targetType: 'dataset',
      targetId: kind.id,
      before: { version: before.version },
      after: { version },
    });
    return datasetStatus(siteDb, kind);
  });

  registerCall(app, pushDatasetRows, async ({ siteDb, userId, input }) =>
    loadDatasetRows(siteDb, requireKind(input.kind), input.rows, { source: 'api', by: userId }),
  );

  registerCall(app, datasetConnectorCall, ({ siteDb, site, input }) => readConnector(siteDb, input.kind, site.settings.timeZone));

  registerCall(app, saveDatasetConnector, async ({ siteDb, site, userId, request, input }) => {
    const saved = await saveConnector(siteDb, input, userId, site.settings.timeZone);
    // The config holds secrets: the log keeps what the console shows of it.
    await recordAudit(siteDb, request, {
      actorId: userId,
      action: 'datasets.connector.save',
      targetType: 'dataset',
      targetId: saved.kind,
      after: { config: saved.config, schedule: saved.schedule, enabled: saved.enabled },
    });
    return saved;
  });

  registerCall(app, deleteDatasetConnector, async ({ siteDb, site, userId, request, input }) => {
    const answer = await deleteConnector(siteDb, input.kind, site.settings.timeZone);
    await recordAudit(siteDb, request, { actorId: userId, action: 'datasets.connector.delete', targetType: 'dataset', targetId: answer.kind });
    return answer;
  });

  registerCall(app, pullDatasetNow, ({ siteDb, userId, input }) => pullNow(siteDb, input.kind, deps, userId));

  registerExport(app, {
    path: DATASET_TEMPLATE_PATH,
    summary: '数据集导入模板（Excel）：第一行是各列的中文名，带 * 的必填',
    access: { app: 'admin', module: 'datasets' },
    query: z.object({ kind: z.string().max(80).describe('数据集') }),
    prepare: async (_ctx, query) => {
      const kind = requireKind(query.kind);
      return { fileName: `${kind.title}导入模板.xlsx`, count: async () => 0, write: async (book) => writeTemplate(book, kind) };
    },
  });
}
