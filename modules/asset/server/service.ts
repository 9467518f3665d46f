import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { roleScope } from '@quad/platform/server/identity/role-scopes';
import { datasetFreshness, myRows, scopedRows, type TRowFilter } from '@quad/datasets-engine/server';
import { NOT_FOUND_MESSAGE, type TAsset, type TAssetStatus, type TAssetSummary, type TTally } from '../contract';
import { assetKind, type TAssetRow } from './kind';
import { codeFromLabel } from './label';

/** Rows read from the engine per query; a manager's view reads at most the cap (a very large register is searched in the console's filters). */
const PAGE = 5000;
const MOST_ROWS = 50_000;
/** A search answers the first matches: more means the words should be narrower. */
const SEARCH_LIMIT = 50;

const present = (row: TAssetRow, mine: boolean): TAsset => ({
  code: row.code,
  name: row.name,
  category: row.category,
  model: row.model ?? '',
  price: row.price,
  purchased: row.purchased ?? '',
  department: row.department,
  location: row.location ?? '',
  custodian: row.custodian,
  status: row.status,
  mine,
});

async function readAll(read: (filter: TRowFilter) => Promise<TAssetRow[]>): Promise<TAssetRow[]> {
  const rows: TAssetRow[] = [];
  for (let offset = 0; offset < MOST_ROWS; offset += PAGE) {
    const page = await read({ limit: PAGE, offset });
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows;
}

const mine = (siteDb: SiteDb, userId: string) => readAll((filter) => myRows(siteDb, assetKind, userId, filter));
const managed = (siteDb: SiteDb, userId: string) => readAll((filter) => scopedRows(siteDb, assetKind, userId, filter));

const freshness = (siteDb: SiteDb) => datasetFreshness(siteDb, assetKind);

/** Count and value by a column, in the order of the largest value. */
function tally(rows: TAssetRow[], by: (row: TAssetRow) => string): TTally[] {
  const tallies = new Map<string, TTally>();
  for (const row of rows) {
    const name = by(row);
    const t = tallies.get(name) ?? { name, count: 0, total: 0 };
    t.count += 1;
    t.total += row.price;
    tallies.set(name, t);
  }
  return [...tallies.values()].map((t) => ({ ...t, total: roundYuan(t.total) })).sort((a, b) => b.total - a.total || b.count - a.count);
}

const roundYuan = (value: number) => Math.round(value * 100) / 100;
const sum = (rows: TAssetRow[]) => roundYuan(rows.reduce((total, row) => total + row.price, 0));
const distinct = (rows: TAssetRow[], by: (row: TAssetRow) => string) => [...new Set(rows.map(by))].sort((a, b) => a.localeCompare(b, 'zh'));
const pageOfRows = (rows: TAssetRow[], page: number, size: number) => rows.slice((page - 1) * size, page * size);

/** `asset/index`: what I hold, counted and valued by category and status; whether I manage departments too. */
export async function mySummary(siteDb: SiteDb, userId: string): Promise<TAssetSummary> {
  const rows = await mine(siteDb, userId);
  const scope = await roleScope(siteDb, userId, 'asset', assetKind.staff!.modules);
  return {
    count: rows.length,
    total: sum(rows),
    byCategory: tally(rows, (row) => row.category),
    byStatus: tally(rows, (row) => row.status),
    manages: scope === 'all' || scope.length > 0,
    ...(await freshness(siteDb)),
  };
}

/** `asset/list`: my assets, narrowed to a category and a status, a page at a time (by 资产编号). */
export async function myAssets(siteDb: SiteDb, userId: string, input: { page: number; size: number; category?: string; status?: TAssetStatus }) {
  const rows = await mine(siteDb, userId);
  const found = rows.filter((row) => (!input.category || row.category === input.category) && (!input.status || row.status === input.status));
  return {
    list: pageOfRows(found, input.page, input.size).map((row) => present(row, true)),
    total: found.length,
    categories: distinct(rows, (row) => row.category),
    ...(await freshness(siteDb)),
  };
}

/** The assets a person may look up: their own, then (for a manager) their departments' not already theirs. */
async function visible(siteDb: SiteDb, userId: string): Promise<TAsset[]> {
  const own = await mine(siteDb, userId);
  const owned = new Set(own.map((row) => row.code));
  const theirs = (await managed(siteDb, userId)).filter((row) => !owned.has(row.code));
  return [...own.map((row) => present(row, true)), ...theirs.map((row) => present(row, false))];
}

/**
 * `asset/search`: by 资产编号 (exact, or a part of it) or name, among the assets the person may see.
 * Someone else's asset is not found, exactly like one that does not exist.
 */
export async function searchAssets(siteDb: SiteDb, userId: string, q: string) {
  const words = q.trim().toLowerCase();
  const found = (await visible(siteDb, userId)).filter((a) => a.code.toLowerCase().includes(words) || a.name.toLowerCase().includes(words));
  // An exact 资产编号 first, then the person's own, then by code.
  const rank = (a: TAsset) => (a.code.toLowerCase() === words ? 0 : a.mine ? 1 : 2);
  found.sort((a, b) => rank(a) - rank(b) || a.code.localeCompare(b.code));
  return { list: found.slice(0, SEARCH_LIMIT), total: found.length };
}

/** `asset/search` by a scanned label: the one asset, mine or in my departments; 未找到该资产或无权查看 otherwise. */
export async function scanAsset(siteDb: SiteDb, userId: string, label: string): Promise<TAsset> {
  const code = codeFromLabel(label);
  const [own] = await myRows(siteDb, assetKind, userId, { keys: [code] });
  if (own) return present(own, true);
  const [theirs] = await scopedRows(siteDb, assetKind, userId, { keys: [code] });
  if (theirs) return present(theirs, false);
  throw fail(NOT_FOUND_MESSAGE);
}

/** The console's 部门资产: the manager's departments' assets, filtered, a page at a time, with their value. */
export async function departmentAssets(
  siteDb: SiteDb,
  userId: string,
  input: { page: number; size: number; department?: string; category?: string; status?: TAssetStatus; q?: string },
) {
  const rows = await managed(siteDb, userId);
  const words = (input.q ?? '').toLowerCase();
  const found = rows.filter(
    (row) =>
      (!input.department || row.department === input.department) &&
      (!input.category || row.category === input.category) &&
      (!input.status || row.status === input.status) &&
      (!words || [row.code, row.name, row.custodian, row.location ?? ''].some((v) => v.toLowerCase().includes(words))),
  );
  const own = new Set((await mine(siteDb, userId)).map((row) => row.code));
  return {
    list: pageOfRows(found, input.page, input.size).map((row) => present(row, own.has(row.code))),
    total: found.length,
    value: sum(found),
    departments: distinct(rows, (row) => row.department),
    categories: distinct(rows, (row) => row.category),
    ...(await freshness(siteDb)),
  };
}
