import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { isUniqueViolation } from '@quad/platform/server/db/unique-violation';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TLoadProblem, TLoadResult, TLoadSource } from '../contract';
import { rowChecker, type TCheckedRow, type TNumberedRow } from './check';
import { requireKind, type TDatasetKind, type TReadyLoad } from './kinds';
import { fileRecords, readDataFile } from './parse';
import { forgetStatus } from './reads';

/** Versions whose rows are kept: the current one and those a rollback may go back to. */
export const KEEP_VERSIONS = 3;
/** Rows per INSERT statement (7 parameters each: well within SQLite's and PostgreSQL's limits). */
const ROWS_PER_INSERT = 500;
/**
 * Rows per write transaction: on SQLite's one connection, other requests run between them; and rows
 * checked wait in memory only this long (a 200,000-row file's rows held longer are promoted to V8's old
 * space and linger there as garbage: 5,000 per transaction took the upload's peak about 50 MB higher).
 */
const ROWS_PER_TRANSACTION = 1000;
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

/**
 * A new load's number, taken with a row of its own (state `loading`) so two loads never share one.
 * A load of the same kind still running refuses the second; one stale from a dead process is closed.
 */
async function openLoad(siteDb: SiteDb, kind: string, options: TLoadOptions, state: 'loading' | 'failed', extra: { message?: string; rows?: number } = {}): Promise<number> {
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
            bad_rows: 0,
            errors_json: '[]',
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
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** A failed load in the history: the current version stays what it was. */
function recordFailedLoad(siteDb: SiteDb, kind: string, options: TLoadOptions, message: string): Promise<number> {
  return openLoad(siteDb, kind, options, 'failed', { message });
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
 * Loads a whole new version of a kind. Every row is checked: any bad row and nothing is served (the
 * load is recorded as failed with the first 100 problems, row, column and Chinese message). Rows are
 * written under the new version, which readers do not read, as they pass the check, a thousand
 * per transaction (so a 200,000-row file is never held checked in memory); once the last row is good,
 * one transaction marks the load ready and moves the kind's current version to it, so a reader sees
 * the old version whole or the new one whole. A bad row or a failed write deletes what was written
 * and leaves the current version alone.
 */
export async function loadDatasetRows<S extends z.ZodObject>(
  siteDb: SiteDb,
  kindOrId: TDatasetKind<S> | string,
  rows: readonly Record<string, unknown>[],
  options: TLoadOptions,
): Promise<TLoadResult> {
  const kind = requireKind(kindOrId) as unknown as TDatasetKind;
  const numbered = (function* () {
    for (let i = 0; i < rows.length; i++) yield { row: options.rowNumbers?.[i] ?? i + 1, record: rows[i] };
  })();
  return loadVersion(siteDb, kind, numbered, rows.length, options);
}

/** Checked rows waiting for their transaction, and how many were written before them. */
interface TWriting {
  version: number;
  pending: TCheckedRow[];
  written: number;
}

/** The pending rows written in one transaction, with the load's `written` the console's progress bar reads. */
async function writePending(siteDb: SiteDb, kind: TDatasetKind, writing: TWriting): Promise<void> {
  const chunk = writing.pending;
  writing.pending = [];
  const written = writing.written + chunk.length;
  await siteDb.transaction(async (tx) => {
    for (let at = 0; at < chunk.length; at += ROWS_PER_INSERT) {
      const batch = chunk.slice(at, at + ROWS_PER_INSERT).map((r) => ({ kind: kind.id, version: writing.version, ...r }));
      await tx.insertInto('datasets_rows', batch).execute();
    }
    await tx.updateTable('datasets_loads').set({ written }).where('kind', '=', kind.id).where('version', '=', writing.version).execute();
  });
  writing.written = written;
}

/** A load that did not become current: its rows deleted, its history row failed with why. */
async function closeFailed(siteDb: SiteDb, kind: TDatasetKind, version: number, failure: { message: string; errors?: TLoadProblem[]; badRows?: number }): Promise<void> {
  await siteDb.deleteFrom('datasets_rows').where('kind', '=', kind.id).where('version', '=', version).execute();
  await siteDb
    .updateTable('datasets_loads')
    .set({ state: 'failed', kept: 0, row_count: 0, written: 0, message: failure.message, errors_json: JSON.stringify(failure.errors ?? []), bad_rows: failure.badRows ?? 0, finished: nowSeconds() })
    .where('kind', '=', kind.id)
    .where('version', '=', version)
    .execute();
  forgetStatus(siteDb, kind.id);
}

/** Marks the load ready and makes it current, pruning old versions; answers the version it replaced. */
function makeCurrent(siteDb: SiteDb, kind: TDatasetKind, version: number, count: number): Promise<number> {
  return siteDb.transaction(async (tx) => {
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
}

/** The rows checked and written as they come (see `loadDatasetRows`); `expected` is the progress bar's whole. */
async function loadVersion(siteDb: SiteDb, kind: TDatasetKind, rows: Iterable<TNumberedRow>, expected: number, options: TLoadOptions): Promise<TLoadResult> {
  const checker = rowChecker(kind);
  const version = await openLoad(siteDb, kind.id, options, 'loading', { rows: expected });
  const writing: TWriting = { version, pending: [], written: 0 };
  let previousVersion: number;
  try {
    for (const row of rows) {
      const stored = checker.check(row);
      // After the first bad row nothing more is written: the rest is only checked, for the report.
      if (!stored || checker.problems.length) continue;
      writing.pending.push(stored);
      if (writing.pending.length === ROWS_PER_TRANSACTION) await writePending(siteDb, kind, writing);
    }
    const { problems, badRows, total } = checker;
    if (total === 0 || problems.length) {
      const message = total === 0 ? '没有数据行，未导入' : `有${badRows}行数据不正确，未导入任何数据`;
      await closeFailed(siteDb, kind, version, { message, errors: problems, badRows });
      return { ok: false, version, rows: total, badRows, errors: problems, message };
    }
    if (writing.pending.length) await writePending(siteDb, kind, writing);
    previousVersion = await makeCurrent(siteDb, kind, version, writing.written);
  } catch (error) {
    await closeFailed(siteDb, kind, version, { message: '写入数据时出错，未切换版本' });
    throw error;
  }
  const done = `已导入${writing.written}行`;
  const message = options.quiet ? done : await afterReady(siteDb, kind, { kind: kind.id, version, previousVersion }, done);
  return { ok: true, version, rows: writing.written, badRows: 0, errors: [], message };
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
 * row checked and written as it is read (see `loadDatasetRows`). The report's rows are the file's lines
 * (header = 1).
 */
export async function loadDatasetFile(siteDb: SiteDb, kindOrId: TDatasetKind | string, data: Buffer, options: Omit<TLoadOptions, 'rowNumbers'>): Promise<TLoadResult> {
  const kind = requireKind(kindOrId);
  const { rows, lines } = await readDataFile(data);
  return loadVersion(siteDb, kind, fileRecords(kind, rows), Math.max(0, lines - 1), options);
}
