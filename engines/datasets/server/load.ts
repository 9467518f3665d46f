import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { MAX_PROBLEMS, type TLoadProblem, type TLoadResult, type TLoadSource } from '../contract';
import { cellText, keyOf, requireKind, type TDatasetKind, type TReadyLoad } from './kinds';
import { fileRecords, readDataFile } from './parse';
import { forgetStatus } from './reads';

/** Versions whose rows are kept: the current one and those a rollback may go back to. */
export const KEEP_VERSIONS = 3;
/** Rows per INSERT statement (7 parameters each: well within SQLite's and PostgreSQL's limits). */
const ROWS_PER_INSERT = 500;
/** Rows per write transaction: on SQLite's one connection, other requests run between them. */
const ROWS_PER_TRANSACTION = 5000;
/** A load still `loading` after this long died with its process: another may start, and its rows go. */
const STALE_LOAD_S = 30 * 60;

export interface TLoadOptions {
  source: TLoadSource;
  /** Who loads: a user id, `token:<id>`, '' for the connector's schedule. */
  by: string;
  /** Each row's number in the report (a file's line); else its position from 1. */
  rowNumbers?: readonly number[];
  /** A seed (the demo's): not news, so the kind's `onReady` is not run. */
  quiet?: boolean;
}

/** A row checked: what is stored for it. */
interface TCheckedRow {
  row_key: string;
  person: string;
  scope: string;
  data: string;
}

/** A school system's null (a connector's column without a value, JSON's null) is an empty cell: the column's absence. */
function withoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  for (const key in record) {
    if (record[key] === null) return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null));
  }
  return record;
}

/** The message of an issue in Chinese: an empty cell of a required column is 请填写 it, else the schema's (or zod's Chinese) message. */
function issueMessage(issue: z.core.$ZodIssue, raw: unknown, title: string): string {
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  return empty ? `请填写${title}` : issue.message;
}

/**
 * Every row checked against the kind's schema, the key's uniqueness and the person column: all rows
 * are read even after the problems report is full, so `badRows` counts them all.
 */
export function checkRows(kind: TDatasetKind, rows: readonly Record<string, unknown>[], rowNumbers?: readonly number[]): TChecked {
  return checkNumbered(kind, numbered(rows, rowNumbers));
}

/** The rows with their numbers in the report. */
function* numbered(rows: readonly Record<string, unknown>[], rowNumbers?: readonly number[]): Iterable<TNumberedRow> {
  for (let i = 0; i < rows.length; i++) yield { row: rowNumbers?.[i] ?? i + 1, record: rows[i] };
}

export interface TNumberedRow {
  row: number;
  record: Record<string, unknown>;
}

export interface TChecked {
  checked: TCheckedRow[];
  problems: TLoadProblem[];
  badRows: number;
  /** Rows read, good and bad. */
  total: number;
}

/** The check of `checkRows` over rows as they are produced (a file's rows are never all made into records at once). */
export function checkNumbered(kind: TDatasetKind, rows: Iterable<TNumberedRow>): TChecked {
  const titles = new Map(kind.columnList.map((c) => [c.name, c.title]));
  const problems: TLoadProblem[] = [];
  const seen = new Map<string, number>();
  const checked: TCheckedRow[] = [];
  let badRows = 0;
  const keyTitle = kind.key.map((k) => titles.get(k) ?? k).join('+');
  let total = 0;
  for (const { row, record: raw } of rows) {
    total++;
    const rowProblems: TLoadProblem[] = [];
    const parsed = raw && typeof raw === 'object' && !Array.isArray(raw) ? kind.columns.safeParse(withoutNulls(raw)) : undefined;
    if (!parsed) rowProblems.push({ row, column: '', message: '这一行不是以列名为键的对象' });
    else if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        const title = titles.get(name) ?? name;
        rowProblems.push({ row, column: title, message: issueMessage(issue, issue.path.length ? (raw as Record<string, unknown>)[name] : raw, title) });
      }
    } else {
      const data = parsed.data as Record<string, unknown>;
      const key = keyOf(kind, data);
      const first = seen.get(key);
      if (kind.key.every((k) => cellText(data[k]) === '')) rowProblems.push({ row, column: keyTitle, message: `请填写${keyTitle}` });
      else if (first !== undefined) rowProblems.push({ row, column: keyTitle, message: `${keyTitle}与第${first}行重复` });
      else seen.set(key, row);
      const person = kind.person ? cellText(data[kind.person]).trim() : '';
      if (kind.person && !person) {
        const title = titles.get(kind.person) ?? kind.person;
        rowProblems.push({ row, column: title, message: `请填写${title}` });
      }
      if (!rowProblems.length) checked.push({ row_key: key, person, scope: kind.scope ? cellText(data[kind.scope]).trim() : '', data: JSON.stringify(data) });
    }
    if (rowProblems.length) {
      badRows++;
      for (const problem of rowProblems) if (problems.length < MAX_PROBLEMS) problems.push(problem);
    }
  }
  return { checked, problems, badRows, total };
}

/**
 * A new load's number, taken with a row of its own (state `loading`) so two loads never share one.
 * A load of the same kind still running refuses the second; one stale from a dead process is closed.
 */
async function openLoad(siteDb: SiteDb, kind: string, options: TLoadOptions, state: 'loading' | 'failed', extra: { message?: string; errors?: TLoadProblem[]; badRows?: number; rows?: number } = {}): Promise<number> {
  // A failed load (or a stale one closed here) changes what the kind's status says.
  forgetStatus(siteDb, kind);
  const now = nowSeconds();
  for (let attempt = 0; ; attempt++) {
    try {
      return await siteDb.transaction(async (tx) => {
        const running = await tx
          .selectFrom('datasets_loads')
          .select(['version', 'started'])
          .where('kind', '=', kind)
          .where('state', '=', 'loading')
          .execute();
        for (const load of running) {
          if (state === 'loading' && load.started > now - STALE_LOAD_S) throw fail('这个数据集正在导入，请稍后再试');
          if (load.started <= now - STALE_LOAD_S) {
            await tx.deleteFrom('datasets_rows').where('kind', '=', kind).where('version', '=', load.version).execute();
            await tx
              .updateTable('datasets_loads')
              .set({ state: 'failed', kept: 0, message: '导入中断（服务重启），未切换版本', finished: now })
              .where('kind', '=', kind)
              .where('version', '=', load.version)
              .execute();
          }
        }
        const last = await tx.selectFrom('datasets_loads').select((eb) => eb.fn.max('version').as('v')).where('kind', '=', kind).executeTakeFirst();
        const version = Number(last?.v ?? 0) + 1;
        await tx
          .insertInto('datasets_loads', {
            kind,
            version,
            source: options.source,
            state,
            row_count: extra.rows ?? 0,
            written: 0,
            bad_rows: extra.badRows ?? 0,
            errors_json: JSON.stringify(extra.errors ?? []),
            message: extra.message ?? '',
            kept: 0,
            loaded_by: options.by,
            started: now,
            finished: state === 'failed' ? now : 0,
          })
          .execute();
        return version;
      });
    } catch (error) {
      // Two loads that read the same last number: the second's insert meets the key; it takes the next.
      if (attempt < 3 && !(error instanceof AppError) && /unique|duplicate/i.test(String(error))) continue;
      throw error;
    }
  }
}

/** A failed load in the history: the current version stays what it was. */
export function recordFailedLoad(siteDb: SiteDb, kind: string, options: TLoadOptions, message: string, errors: TLoadProblem[] = [], badRows = 0): Promise<number> {
  return openLoad(siteDb, kind, options, 'failed', { message, errors, badRows });
}

/** Rows of versions beyond the newest KEEP_VERSIONS ready ones are deleted (their history stays). */
async function pruneVersions(tx: SiteDb, kind: string): Promise<void> {
  const kept = await tx
    .selectFrom('datasets_loads')
    .select('version')
    .where('kind', '=', kind)
    .where('kept', '=', 1)
    .orderBy('version', 'desc')
    .execute();
  for (const { version } of kept.slice(KEEP_VERSIONS)) {
    await tx.deleteFrom('datasets_rows').where('kind', '=', kind).where('version', '=', version).execute();
    await tx.updateTable('datasets_loads').set({ kept: 0 }).where('kind', '=', kind).where('version', '=', version).execute();
  }
}

/**
 * Loads a whole new version of a kind. Every row is checked first: any bad row and nothing is written
 * (the load is recorded as failed with the first 100 problems, row, column and Chinese message).
 * Otherwise the rows are written under the new version, which readers do not read, in multi-row
 * inserts of a few thousand per transaction; then one transaction marks the load ready and moves the
 * kind's current version to it, so a reader sees the old version whole or the new one whole. A write
 * that fails midway deletes what it wrote and leaves the current version alone.
 */
export async function loadDatasetRows<S extends z.ZodObject>(
  siteDb: SiteDb,
  kindOrId: TDatasetKind<S> | string,
  rows: readonly Record<string, unknown>[],
  options: TLoadOptions,
): Promise<TLoadResult> {
  const kind = requireKind(kindOrId) as unknown as TDatasetKind;
  return writeVersion(siteDb, kind, checkRows(kind, rows, options.rowNumbers), options);
}

/**
 * The rows checked, written as a new version when all are good (see `loadDatasetRows`). `result.checked`
 * is emptied as the rows are written, so a caller holds no copy of them beyond this call.
 */
export async function writeVersion(siteDb: SiteDb, kind: TDatasetKind, result: TChecked, options: TLoadOptions): Promise<TLoadResult> {
  const { checked, problems, badRows, total } = result;
  if (total === 0) {
    const message = '没有数据行，未导入';
    const version = await recordFailedLoad(siteDb, kind.id, options, message);
    return { ok: false, version, rows: 0, badRows: 0, errors: [], message };
  }
  if (problems.length) {
    const message = `有${badRows}行数据不正确，未导入任何数据`;
    const version = await recordFailedLoad(siteDb, kind.id, options, message, problems, badRows);
    return { ok: false, version, rows: total, badRows, errors: problems, message };
  }
  const count = checked.length;
  const version = await openLoad(siteDb, kind.id, options, 'loading', { rows: count });
  let previousVersion: number;
  try {
    let written = 0;
    while (checked.length) {
      // Taken off the list as they go: what was written is no longer held.
      const chunk = checked.splice(0, ROWS_PER_TRANSACTION);
      written += chunk.length;
      await siteDb.transaction(async (tx) => {
        for (let at = 0; at < chunk.length; at += ROWS_PER_INSERT) {
          const batch = chunk.slice(at, at + ROWS_PER_INSERT).map((r) => ({ kind: kind.id, version, ...r }));
          await tx.insertInto('datasets_rows', batch).execute();
        }
        // The console's progress bar reads it while the upload waits for its answer.
        await tx.updateTable('datasets_loads').set({ written }).where('kind', '=', kind.id).where('version', '=', version).execute();
      });
    }
    previousVersion = await siteDb.transaction(async (tx) => {
      const now = nowSeconds();
      await tx
        .updateTable('datasets_loads')
        .set({ state: 'ready', kept: 1, row_count: count, written: count, message: `已导入${count}行`, finished: now })
        .where('kind', '=', kind.id)
        .where('version', '=', version)
        .execute();
      const replaced = await setCurrent(tx, kind.id, version, now);
      forgetStatus(tx, kind.id);
      await pruneVersions(tx, kind.id);
      return replaced;
    });
  } catch (error) {
    await siteDb.deleteFrom('datasets_rows').where('kind', '=', kind.id).where('version', '=', version).execute();
    forgetStatus(siteDb, kind.id);
    await siteDb
      .updateTable('datasets_loads')
      .set({ state: 'failed', kept: 0, message: '写入数据时出错，未切换版本', finished: nowSeconds() })
      .where('kind', '=', kind.id)
      .where('version', '=', version)
      .execute();
    throw error;
  }
  const done = `已导入${count}行`;
  const message = options.quiet ? done : await afterReady(siteDb, kind, { kind: kind.id, version, previousVersion }, done);
  return { ok: true, version, rows: count, badRows: 0, errors: [], message };
}

/** The kind's `onReady`, whose failure is told in the load's message (the new version stays served). */
async function afterReady(siteDb: SiteDb, kind: TDatasetKind, load: TReadyLoad, message: string): Promise<string> {
  if (!kind.onReady) return message;
  try {
    await kind.onReady(siteDb, load);
    return message;
  } catch (error) {
    const reason = error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : '内部错误';
    const told = `${message}，但导入后的处理出错：${reason}`;
    await siteDb.updateTable('datasets_loads').set({ message: told }).where('kind', '=', kind.id).where('version', '=', load.version).execute();
    return told;
  }
}

/** Moves the kind's current version (inside the caller's transaction); answers the version it replaced, 0 for none. */
async function setCurrent(tx: SiteDb, kind: string, version: number, now: number): Promise<number> {
  const current = await tx.selectFrom('datasets_current').select('version').where('kind', '=', kind).executeTakeFirst();
  if (current) await tx.updateTable('datasets_current').set({ version, updated: now }).where('kind', '=', kind).execute();
  else await tx.insertInto('datasets_current', { kind, version, updated: now }).execute();
  return current?.version ?? 0;
}

/** A connector's failure message as the history shows it: its own when Chinese, else a general one. */
function pullMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return /[\u4e00-\u9fff]/.test(message) ? `从学校系统拉取数据失败：${message}` : '从学校系统拉取数据失败';
}

/**
 * A connector's pull into a kind: the rows it brings are loaded as any other (source `connector`);
 * when the pull fails (the school system down, a timeout, garbage) a failed load is recorded with its
 * message and the current version keeps being served.
 */
export async function pullIntoDataset<S extends z.ZodObject>(
  siteDb: SiteDb,
  kindOrId: TDatasetKind<S> | string,
  rowsPromise: Promise<readonly Record<string, unknown>[]>,
  options: { by?: string } = {},
): Promise<TLoadResult> {
  const kind = requireKind(kindOrId);
  const load = { source: 'connector' as const, by: options.by ?? '' };
  let rows: readonly Record<string, unknown>[];
  try {
    rows = await rowsPromise;
  } catch (error) {
    const message = pullMessage(error);
    const version = await recordFailedLoad(siteDb, kind.id, load, message);
    return { ok: false, version, rows: 0, badRows: 0, errors: [], message };
  }
  return loadDatasetRows(siteDb, kind, rows, load);
}

/**
 * Goes back to the newest kept ready version before the current one: the current load is marked
 * `rolled-back` and its rows deleted, in the transaction that moves the pointer.
 */
export async function rollbackDataset(siteDb: SiteDb, kindOrId: TDatasetKind | string): Promise<{ version: number }> {
  const kind = requireKind(kindOrId);
  return siteDb.transaction(async (tx) => {
    const current = await tx.selectFrom('datasets_current').select('version').where('kind', '=', kind.id).executeTakeFirst();
    if (!current) throw fail('这个数据集还没有导入过数据，无法回滚');
    const previous = await tx
      .selectFrom('datasets_loads')
      .select('version')
      .where('kind', '=', kind.id)
      .where('state', '=', 'ready')
      .where('kept', '=', 1)
      .where('version', '<', current.version)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    if (!previous) throw fail('没有可以回滚到的上一个版本');
    const moved = await tx
      .updateTable('datasets_current')
      .set({ version: previous.version, updated: nowSeconds() })
      .where('kind', '=', kind.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw fail('数据集刚刚有了变化，请刷新后重试');
    await tx
      .updateTable('datasets_loads')
      .set({ state: 'rolled-back', kept: 0 })
      .where('kind', '=', kind.id)
      .where('version', '=', current.version)
      .execute();
    await tx.deleteFrom('datasets_rows').where('kind', '=', kind.id).where('version', '=', current.version).execute();
    forgetStatus(tx, kind.id);
    return { version: previous.version };
  });
}

/**
 * A data file (Excel or CSV) loaded as a new version of the kind: its header mapped to the columns, each
 * row checked as it is turned into a record, the parsed table dropped before the rows are written.
 * The report's rows are the file's lines (header = 1).
 */
export async function loadDatasetFile(siteDb: SiteDb, kindOrId: TDatasetKind | string, data: Buffer, options: Omit<TLoadOptions, 'rowNumbers'>): Promise<TLoadResult> {
  const kind = requireKind(kindOrId);
  const checked = checkNumbered(kind, fileRecords(kind, await readDataFile(data)));
  return writeVersion(siteDb, kind, checked, options);
}
