import type { SiteDb } from '@quad/platform/server/db/site-db';

/** The units a document may go to: the site's departments (not classes), in their order. */
export async function siteUnits(siteDb: SiteDb): Promise<{ id: string; name: string }[]> {
  return siteDb.selectFrom('departments').select(['id', 'name']).where('kind', '=', 'department').orderBy('sort').orderBy('name').execute();
}

/** Names of the site's departments among `ids` (another site's ids, or classes, are absent). */
export async function unitNames(siteDb: SiteDb, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await siteDb.selectFrom('departments').select(['id', 'name']).where('kind', '=', 'department').where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
