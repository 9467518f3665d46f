import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { requireKind, type TDatasetKind } from './kinds';

/** A row of a version that is new or changed since another. */
export interface TChangedRow<S extends z.ZodObject = z.ZodObject> {
  rowKey: string;
  /** Whom it belongs to ('' for a public kind). */
  person: string;
  data: z.output<S>;
}

const DEFAULT_PAGE = 1000;

/**
 * The rows of `version` whose key `since` lacks or whose values differ there (every row when `since` is
 * 0 or its rows are gone), by key, a page at a time: the next page starts after the last row's key.
 * What an area announces after a load (new grades, a moved exam): `onReady` gets both versions.
 */
export async function changedRows<S extends z.ZodObject>(
  siteDb: SiteDb,
  kindOrId: TDatasetKind<S> | string,
  versions: { version: number; since: number },
  page: { afterKey?: string; limit?: number } = {},
): Promise<TChangedRow<S>[]> {
  const kind = requireKind(kindOrId);
  let query = siteDb
    .selectFrom('datasets_rows')
    .select(['row_key', 'person', 'data'])
    .where('kind', '=', kind.id)
    .where('version', '=', versions.version);
  if (page.afterKey !== undefined) query = query.where('row_key', '>', page.afterKey);
  if (versions.since) {
    // Correlated on the outer row's site, kind and key: the same site's earlier version only.
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('datasets_rows as before')
            .select('before.row_key')
            .whereRef('before.site_id', '=', 'datasets_rows.site_id')
            .whereRef('before.kind', '=', 'datasets_rows.kind')
            .where('before.version', '=', versions.since)
            .whereRef('before.row_key', '=', 'datasets_rows.row_key')
            .whereRef('before.data', '=', 'datasets_rows.data'),
        ),
      ),
    );
  }
  const rows = await query.orderBy('row_key').limit(page.limit ?? DEFAULT_PAGE).execute();
  return rows.map((r) => ({ rowKey: r.row_key, person: r.person, data: JSON.parse(r.data) as z.output<S> }));
}
