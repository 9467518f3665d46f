import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { SiteDb } from '@quad/platform/server/db/site-db';

/** One person's read receipts: notice id → whether they also confirmed it (must-read notices). */
export type TReadMarks = Map<string, boolean>;

/** The per-person part of a notice list, kept beside the lists every reader shares (list-cache.ts). */
const readMarks = defineSiteCache<TReadMarks>({ name: 'notice-reads', ttlMs: 60_000, max: 100_000 });

export function loadReadMarks(siteDb: SiteDb, userId: string): Promise<TReadMarks> {
  return readMarks.read(siteDb, userId, async () => {
    const rows = await siteDb.selectFrom('notice_reads').select(['notice_id', 'confirmed_at']).where('user_id', '=', userId).execute();
    return new Map(rows.map((r) => [r.notice_id, Number(r.confirmed_at) > 0]));
  });
}

/** After the transaction `tx` records a read or a confirmation of `userId`'s. */
export function readMarksChanged(tx: SiteDb, userId: string): void {
  readMarks.evict(tx, userId);
}
