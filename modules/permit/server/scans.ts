import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { TScanResult } from '../contract-office';

/** 门岗核验记录: every check, newest first, with what it named of this site (nothing for a foreign or broken code). */
export async function scanLog(siteDb: SiteDb, filter: TPage & { result?: TScanResult }) {
  const base = siteDb
    .selectFrom('permit_scans')
    .leftJoin('permit_requests as r', (j) => j.onRef('r.site_id', '=', 'permit_scans.site_id').onRef('r.id', '=', 'permit_scans.request_id'))
    .leftJoin('users as guard', (j) => j.onRef('guard.site_id', '=', 'permit_scans.site_id').onRef('guard.id', '=', 'permit_scans.guard_id'))
    .$if(Boolean(filter.result), (q) => q.where('permit_scans.result', '=', filter.result ?? 'valid'));
  const { rows, total } = await pagedRows(base, filter, (q) =>
    q
      .select(['permit_scans.id', 'permit_scans.result', 'permit_scans.gate', 'permit_scans.created', 'r.kind', 'r.name', 'r.plate', 'guard.realname as guard'])
      .orderBy('permit_scans.created', 'desc')
      .orderBy('permit_scans.id', 'desc'),
  );
  return {
    list: rows.map((r) => ({ id: r.id, result: r.result, kind: r.kind ?? '', name: r.name ?? '', plate: r.plate ?? '', gate: r.gate, guard: r.guard ?? '', created: Number(r.created) })),
    total,
  };
}
