import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pgModule from 'pg';

/**
 * The database's tables. Empty here on purpose: the platform and every module add their own tables
 * by augmenting this interface (`declare module '@quad/server/platform/db/database'`), so a new area
 * never edits a shared list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

export type TDialect = 'sqlite' | 'postgres';

export interface TDatabaseHandle {
  db: Kysely<Database>;
  dialect: TDialect;
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
function forKysely(file: SQLite.Database): SQLite.Database {
  const kept = new Map<string, SQLite.Statement>();
  const prepare = (text: string) => {
    // Several server processes may share the file: a transaction takes the write lock when it
    // begins, so it waits (busy_timeout) instead of failing when it reads first and writes later.
    const sql = text === 'begin' ? 'begin immediate' : text;
    const statement = kept.get(sql);
    if (statement && !statement.busy) return statement;
    const fresh = file.prepare(sql);
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'quad.sqlite'));
  file.pragma('journal_mode = WAL');
  // FULL: every commit waits for the log to reach the disk. NORMAL would let a power cut take back
  // the last commits, writes a user had already been told were saved (a report, an import).
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Checkpoint every ~12 MB of log instead of SQLite's ~4 MB: a morning of report saves rewrites the
  // same index pages over and over, and a longer log copies each back once per checkpoint, not three
  // times. Longer still (~40 MB) saved no more and made each checkpoint a pause that p99 showed.
  file.pragma('wal_autocheckpoint = 3000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: forKysely(file) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
