import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { SiteDb } from '../db/site-db';
import { prefixEnd, searchKeys, searchProbe, type TNameKind } from './keys';
import './schema';

/** Rows per insert or delete: well under both databases' limits on bound values. */
const CHUNK = 1000;

/** A record's name as it is indexed. */
export interface TNamed {
  id: string;
  name: string;
}

/** A subquery of record ids, for `where(idColumn, 'in', …)`. */
export type TRecordIds = SelectQueryBuilder<Database, 'search_terms', { record_id: string }>;

const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * A kind of record found by its name, Chinese, pinyin or initials, declared by whoever owns the
 * records (the platform's people and departments, an engine's or area's own): the owner calls
 * `add` or `write` in the transaction that names or renames records, and `remove` when they go;
 * searches narrow a query with `matching` (docs/search.md).
 */
export interface TSearchIndex {
  kind: string;
  /** The keys of records just created (none of them has keys yet). */
  add(siteDb: SiteDb, records: readonly TNamed[]): Promise<void>;
  /** The keys of records created or renamed, in place of those they had. */
  write(siteDb: SiteDb, records: readonly TNamed[]): Promise<void>;
  remove(siteDb: SiteDb, ids: readonly string[]): Promise<void>;
  /** The ids of the records the typed words find: `where('users.id', 'in', people.matching(siteDb, q))`. */
  matching(siteDb: SiteDb, typed: string): TRecordIds;
  /** A migration's backfill: the keys of existing rows of every site, in bulk. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  backfill(db: Kysely<any>, rows: readonly (TNamed & { site_id: string })[]): Promise<void>;
}

export function defineSearchIndex(kind: string, nameKind: TNameKind): TSearchIndex {
  const termRows = (records: readonly TNamed[]) => {
    // Many people share a name (an import of a whole school has hundreds of 张伟): each is read once.
    const keysOf = new Map<string, string[]>();
    return records.flatMap((r) => {
      let keys = keysOf.get(r.name);
      if (!keys) keysOf.set(r.name, (keys = searchKeys(r.name, nameKind)));
      return keys.map((term) => ({ kind, term, record_id: r.id }));
    });
  };
  const add = async (siteDb: SiteDb, records: readonly TNamed[]) => {
    for (const part of chunks(termRows(records))) await siteDb.insertInto('search_terms', part).execute();
  };
  const remove = async (siteDb: SiteDb, ids: readonly string[]) => {
    for (const part of chunks(ids)) await siteDb.deleteFrom('search_terms').where('kind', '=', kind).where('record_id', 'in', part).execute();
  };
  return {
    kind,
    remove,
    add,
    async write(siteDb, records) {
      await remove(
        siteDb,
        records.map((r) => r.id),
      );
      await add(siteDb, records);
    },
    matching(siteDb, typed) {
      const probe = searchProbe(typed);
      let query = siteDb.selectFrom('search_terms').select('search_terms.record_id').where('search_terms.kind', '=', kind);
      query = probe
        ? query.where('search_terms.term', '>=', probe).where('search_terms.term', '<', prefixEnd(probe))
        : query.where(sql<SqlBool>`1 = 0`);
      return query as TRecordIds;
    },
    async backfill(db, rows) {
      const bySite = new Map<string, TNamed[]>();
      for (const row of rows) {
        const records = bySite.get(row.site_id) ?? [];
        records.push(row);
        bySite.set(row.site_id, records);
      }
      for (const [siteId, records] of bySite) await add(new SiteDb(db as Kysely<Database>, siteId), records);
    },
  };
}
