import { sql } from 'kysely';
import type { z } from 'zod';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { loadMember } from '@quad/platform/server/identity/audience';
import { realnames } from '@quad/platform/server/identity/people';
import { roleScope } from '@quad/platform/server/identity/role-scopes';
import type { TDatasetLoad, TDatasetStatus, TLoadProblem } from '../contract';
import { forgetAnswers } from './answers';
import { allDatasetKinds, requireKind, type TDatasetKind } from './kinds';

/** What a read may narrow the rows to: some keys (the key's text, as `keyOf` makes it), a page. */
export interface TRowFilter {
  keys?: readonly string[];
  limit?: number;
  offset?: number;
}

/** A staff read may also ask for one person's rows within the scope (one student's scores). */
export interface TScopedFilter extends TRowFilter {
  person?: string;
}

/** Most rows a read answers when it names no limit. */
const DEFAULT_LIMIT = 1000;
/** Most values one read's `in (…)` list takes (within both databases' parameter limits). */
const MAX_VALUES = 5000;

type TRowOf<S extends z.ZodObject> = z.output<S>;

/** Current versions by site and kind: every read asks, and only a load or a rollback changes one (`forgetStatus`). */
const versions = defineSiteCache<number>({ name: 'datasets-version', ttlMs: 60_000, max: 2000 });

/** The version readers read now, 0 when nothing was loaded. */
export function currentVersion(siteDb: SiteDb, kind: string): Promise<number> {
  return versions.read(siteDb, kind, async () => {
    const row = await siteDb.selectFrom('datasets_current').select('version').where('kind', '=', kind).executeTakeFirst();
    return row?.version ?? 0;
  });
}

/**
 * A person's own rows by kind, version and person: at score release and before an exam a student opens
 * the same page again and again, and a version's rows never change (a new load is a new version). Rows
 * are frozen, shared by every reader; a few thousand people's are kept.
 */
const ownRows = defineSiteCache<readonly Readonly<Record<string, unknown>>[]>({ name: 'datasets-own-rows', ttlMs: 5 * 60_000, max: 3000 });

/** Rows of the kind's current version with `column in values` (and the filter's keys), ordered by key, paged. */
async function rowsWhere(
  siteDb: SiteDb,
  kind: TDatasetKind,
  where: { column: 'person' | 'scope'; values: readonly string[] } | undefined,
  filter: TScopedFilter = {},
  readVersion?: number,
): Promise<Record<string, unknown>[]> {
  const version = readVersion ?? (await currentVersion(siteDb, kind.id));
  if (!version) return [];
  if (where && where.values.length === 0) return [];
  if (filter.keys && filter.keys.length === 0) return [];
  if ((filter.keys?.length ?? 0) > MAX_VALUES || (where?.values.length ?? 0) > MAX_VALUES) throw new Error(`dataset ${kind.id}: at most ${MAX_VALUES} values per read`);
  let query = siteDb.selectFrom('datasets_rows').select('data').where('kind', '=', kind.id).where('version', '=', version);
  const values = where ? [...new Set(where.values)] : [];
  // One person or department: `=`, which its index answers in key order. Several: the index finds
  // each one's rows and they are sorted after, rather than the whole version walked in key order.
  if (where) query = values.length === 1 ? query.where(where.column, '=', values[0]!) : query.where(where.column, 'in', values);
  if (filter.keys) query = query.where('row_key', 'in', [...new Set(filter.keys)]);
  if (filter.person !== undefined) query = query.where('person', '=', filter.person);
  const rows = await query
    .orderBy(where && values.length > 1 ? sql`row_key || ''` : 'row_key')
    .limit(filter.limit ?? DEFAULT_LIMIT)
    .offset(filter.offset ?? 0)
    .execute();
  return rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
}

/**
 * A person's own rows of a personal kind: those whose person column holds their username (学工号 as the
 * school system knows them). Nobody else's rows, ever; an unknown person has none.
 */
export async function myRows<S extends z.ZodObject>(siteDb: SiteDb, kindOrId: TDatasetKind<S> | string, userId: string, filter?: TRowFilter): Promise<TRowOf<S>[]> {
  const kind = requireKind(kindOrId) as unknown as TDatasetKind;
  if (!kind.person) throw new Error(`dataset ${kind.id} is public: read it with publicRows`);
  const { username } = await loadMember(siteDb, userId);
  if (!username) return [];
  const where = { column: 'person' as const, values: [username] };
  if (filter?.keys || filter?.offset) return (await rowsWhere(siteDb, kind, where, filter)) as TRowOf<S>[];
  const limit = filter?.limit ?? DEFAULT_LIMIT;
  const version = await currentVersion(siteDb, kind.id);
  const rows = await ownRows.read(siteDb, `${kind.id}\u0000${version}\u0000${limit}\u0000${username}`, async () =>
    (await rowsWhere(siteDb, kind, where, { limit }, version)).map((row) => Object.freeze(row)),
  );
  return [...rows] as TRowOf<S>[];
}

/** Rows of a public kind (no person column), anyone may read. A personal kind is refused: it has no public rows. */
export async function publicRows<S extends z.ZodObject>(siteDb: SiteDb, kindOrId: TDatasetKind<S> | string, filter?: TRowFilter): Promise<TRowOf<S>[]> {
  const kind = requireKind(kindOrId) as unknown as TDatasetKind;
  if (kind.person) throw new Error(`dataset ${kind.id} is personal: read it with myRows or scopedRows`);
  return (await rowsWhere(siteDb, kind, undefined, filter)) as TRowOf<S>[];
}

/**
 * A staff member's rows: those whose scope column names a department or class (by id, code or name)
 * within the scope of their roles granting the kind's `staff` modules (a site-wide role: every row).
 * No such role, or a kind without staff reads: none.
 */
export async function scopedRows<S extends z.ZodObject>(siteDb: SiteDb, kindOrId: TDatasetKind<S> | string, userId: string, filter?: TScopedFilter): Promise<TRowOf<S>[]> {
  const kind = requireKind(kindOrId) as unknown as TDatasetKind;
  if (!kind.staff || !kind.scope) return [];
  const scope = await roleScope(siteDb, userId, kind.staff.app, kind.staff.modules);
  if (scope === 'all') return (await rowsWhere(siteDb, kind, undefined, filter)) as TRowOf<S>[];
  if (scope.length === 0) return [];
  const departments = await siteDb.selectFrom('departments').select(['id', 'code', 'name']).where('id', 'in', scope).execute();
  const names = departments.flatMap((d) => [d.id, d.code, d.name]).filter((v) => v !== '');
  return (await rowsWhere(siteDb, kind, { column: 'scope', values: names }, filter)) as TRowOf<S>[];
}

/**
 * Statuses by site and kind: every phone card shows 数据更新于, and a status is three queries. Each load,
 * failed load and rollback forgets its kind's entry on every instance (`forgetStatus`).
 */
const statuses = defineSiteCache<TDatasetStatus>({ name: 'datasets-status', ttlMs: 60_000, max: 2000 });

/** Forgets a kind's cached status and current version, and the answers made from the site's rows, once the caller's write commits. */
export function forgetStatus(siteDb: SiteDb, kind: string): void {
  statuses.evict(siteDb, kind);
  versions.evict(siteDb, kind);
  forgetAnswers(siteDb);
}

/** Where a kind stands, for a card's 数据更新于 and the console: the current version, and the newest load if it failed after it. */
export function datasetStatus(siteDb: SiteDb, kindOrId: TDatasetKind | string): Promise<TDatasetStatus> {
  const kind = requireKind(kindOrId);
  return statuses.read(siteDb, kind.id, () => readStatus(siteDb, kind));
}

/** What a phone card shows under the data: 数据更新于, and whether the newest load failed after it. */
export async function datasetFreshness(siteDb: SiteDb, kindOrId: TDatasetKind | string): Promise<{ updatedAt: number; failed: boolean }> {
  const status = await datasetStatus(siteDb, kindOrId);
  return { updatedAt: status.updatedAt, failed: status.lastFailure !== null };
}

async function readStatus(siteDb: SiteDb, kind: TDatasetKind): Promise<TDatasetStatus> {
  const version = await currentVersion(siteDb, kind.id);
  const [current, newest] = await Promise.all([
    version
      ? siteDb.selectFrom('datasets_loads').select(['source', 'row_count', 'finished']).where('kind', '=', kind.id).where('version', '=', version).executeTakeFirst()
      : undefined,
    siteDb.selectFrom('datasets_loads').select(['version', 'state', 'finished', 'message', 'source']).where('kind', '=', kind.id).orderBy('version', 'desc').limit(1).executeTakeFirst(),
  ]);
  const failedSince = newest && newest.state === 'failed' && newest.version > version;
  return {
    kind: kind.id,
    title: kind.title,
    owner: kind.owner,
    personal: Boolean(kind.person),
    columns: kind.columnList,
    version,
    updatedAt: current?.finished ?? 0,
    source: current?.source ?? '',
    rows: current?.row_count ?? 0,
    lastFailure: failedSince ? { version: newest.version, at: newest.finished, message: newest.message, source: newest.source } : null,
  };
}

/** Every declared kind's status (the console's list). */
export async function allDatasetStatuses(siteDb: SiteDb): Promise<TDatasetStatus[]> {
  const list: TDatasetStatus[] = [];
  for (const kind of allDatasetKinds()) list.push(await datasetStatus(siteDb, kind));
  return list;
}

/** The kind's loads, newest first, with who made each (a token shows as 服务令牌, the schedule as 定时同步). */
export async function loadHistory(siteDb: SiteDb, kindOrId: TDatasetKind | string, limit = 50): Promise<TDatasetLoad[]> {
  const kind = requireKind(kindOrId);
  const [rows, version] = await Promise.all([
    siteDb.selectFrom('datasets_loads').selectAll().where('kind', '=', kind.id).orderBy('version', 'desc').limit(limit).execute(),
    currentVersion(siteDb, kind.id),
  ]);
  const names = await realnames(siteDb, [...new Set(rows.map((r) => r.loaded_by).filter((by) => by && !by.includes(':')))]);
  return rows.map((r) => ({
    version: r.version,
    source: r.source,
    state: r.state,
    rows: r.row_count,
    written: r.written,
    kept: r.kept === 1,
    current: r.version === version,
    message: r.message,
    errors: JSON.parse(r.errors_json) as TLoadProblem[],
    badRows: r.bad_rows,
    by: r.loaded_by,
    byName: !r.loaded_by ? '定时同步' : r.loaded_by.startsWith('token:') ? '服务令牌' : (names.get(r.loaded_by) ?? ''),
    started: r.started,
    finished: r.finished,
  }));
}
