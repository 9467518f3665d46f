import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { datasetStatus, type TDatasetKind } from '@quad/datasets-engine/server';

/**
 * 数据更新于 of a kind, kept a few seconds: every score read shows it, and the engine's status costs three
 * queries. A new version forgets it at once (`forgetFreshness` from the kind's onReady); a rollback or a
 * failed pull shows within the TTL.
 */
const statuses = defineSiteCache<{ updatedAt: number; failed: boolean }>({ name: 'score-freshness', ttlMs: 10_000, max: 1000 });

export const freshness = (siteDb: SiteDb, kind: TDatasetKind) =>
  statuses.read(siteDb, kind.id, async () => {
    const status = await datasetStatus(siteDb, kind);
    return { updatedAt: status.updatedAt, failed: status.lastFailure !== null };
  });

export const forgetFreshness = (siteDb: SiteDb, kind: string) => statuses.evict(siteDb, kind);
