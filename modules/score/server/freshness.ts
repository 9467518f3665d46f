import type { SiteDb } from '@quad/platform/server/db/site-db';
import { datasetStatus, type TDatasetKind } from '@quad/datasets-engine/server';

/** 数据更新于 of a kind, and whether its newest load failed (the engine keeps the status cached). */
export async function freshness(siteDb: SiteDb, kind: TDatasetKind): Promise<{ updatedAt: number; failed: boolean }> {
  const status = await datasetStatus(siteDb, kind);
  return { updatedAt: status.updatedAt, failed: status.lastFailure !== null };
}
