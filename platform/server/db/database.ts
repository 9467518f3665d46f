import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pgModule from 'pg';
import { shareCommits } from './shared-commit';
import { walSync, type TWalSync } from './wal-sync';

/**
 * The database's tables. Empty here on purpose: the platform and every module add their own tables
 * by augmenting this interface (`declare module '@quad/platform/server/db/database'`), so a new area
 * never edits a shared list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

export type TDialect = 'sqlite' | 'postgres';

export interface TDatabaseHandle {
  db: Kysely<Database>;
  dialect: TDialect;
  /**
   * Resolves once every commit made so far would survive a power cut, or is undefined when nothing
   * waits: state-changing requests wait for it before they answer (SQLite's group commit,
   * `wal-sync.ts`; PostgreSQL commits synchronously).
   */
  durable(): Promise<void> | undefined;
  close(): Promise<void>;
}

/** The PostgreSQL driver is loaded only where it is used: an embedded SQLite server never carries it. */
function loadPg(): typeof pgModule {
  const pg = createRequire(import.meta.url)('pg') as typeof pgModule;
  // PostgreSQL sends bigint (times in seconds, counters) as strings; all of ours fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number(value));
  return pg;
}

const KEPT_STATEMENTS = 2000;

/**
 * The SQLite file as Kysely should see it. Kysely prepares every query anew, and preparing was an
 * eighth of a report save's time: queries are parameterised, so the same SQL text comes back again
 * and again, and its statement is kept and reused (one still being iterated is never handed out twice).
 */
function forKysely(file: SQLite.Database, wal: TWalSync): SQLite.Database {
  const kept = new Map<string, SQLite.Statement>();
  // A statement that leaves no transaction open may have committed (a COMMIT, a write on its own,
  // one with `returning`): the log is synced before its answer. Only queries that return rows and
  // write nothing are left alone (both tests: SQLite counts COMMIT as read-only, though not a reader).
  const counted = (statement: SQLite.Statement): SQLite.Statement => {
    if (statement.reader && statement.readonly) return statement;
    const afterward =
      <A extends unknown[], R>(method: (...args: A) => R) =>
      (...args: A): R => {
        const result = method(...args);
        if (!file.inTransaction) wal.committed();
        return result;
      };
    return Object.assign(statement, { run: afterward(statement.run.bind(statement)), all: afterward(statement.all.bind(statement)) });
  };
  const prepare = (text: string) => {
    // Several server processes may share the file: a transaction takes the write lock when it
    // begins, so it waits (busy_timeout) instead of failing when it reads first and writes later.
    const sql = text === 'begin' ? 'begin immediate' : text;
    const statement = kept.get(sql);
    if (statement && !statement.busy) return statement;
    const fresh = counted(file.prepare(sql));
    if (!statement) {
      if (kept.size >= KEPT_STATEMENTS) kept.clear();
      kept.set(sql, fresh);
    }
    return fresh;
  };
  return new Proxy(file, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file under the data folder. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): TDatabaseHandle {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max: Number(process.env.PG_POOL_SIZE ?? 10) });
    // An idle connection that fails (the server restarted, an administrator ended it, a database dropped
    // while the pool was still closing its last connections) is no query's failure: the pool drops it
    // and the next query opens another. Unheard, pg raises it as an uncaught error and ends the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', durable: () => undefined, close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const name = path.join(options.dataDir, 'quad.sqlite');
  const file = new SQLite(name);
  file.pragma('journal_mode = WAL');
  // NORMAL alone would let a power cut take back the last commits, writes a user had been told were
  // saved; answers wait for `durable()` instead, which syncs the log once for many commits.
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Checkpoint every ~12 MB of log instead of SQLite's ~4 MB: a morning of report saves rewrites the
  // same index pages over and over, and a longer log copies each back once per checkpoint, not three
  // times. Longer still (~40 MB) saved no more and made each checkpoint a pause that p99 showed.
  file.pragma('wal_autocheckpoint = 3000');
  const wal = walSync(`${name}-wal`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: forKysely(file, wal) }) });
  shareCommits(db);
  return {
    db,
    dialect: 'sqlite',
    durable: () => wal.durable(),
    close: async () => {
      await wal.durable();
      wal.close();
      await db.destroy();
    },
  };
}
