import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** The inode each fdatasync was asked to flush, in order. */
function watchSyncs(): number[] {
  const synced: number[] = [];
  const original = fs.fdatasync;
  vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, callback: fs.NoParamCallback) => {
    synced.push(fs.fstatSync(fd).ino);
    original(fd, callback);
  }) as typeof fs.fdatasync);
  return synced;
}

describe('the SQLite file', () => {
  it('puts a commit on the disk before durable() resolves, many commits sharing one sync of the log', async () => {
    const database = openDatabase({ dataDir });
    try {
      const mode = await sql<{ synchronous: number; journal_mode: string }>`select * from pragma_synchronous, pragma_journal_mode`.execute(
        database.db,
      );
      // NORMAL (1) in WAL mode: SQLite itself syncs only at checkpoints; durable() syncs for the answers.
      expect(mode.rows[0]).toEqual({ synchronous: 1, journal_mode: 'wal' });
      await sql`create table t (n integer)`.execute(database.db);
      const synced = watchSyncs();

      const writes = Array.from({ length: 20 }, (_, n) =>
        sql`insert into t values (${n})`.execute(database.db).then(() => database.durable()),
      );
      await Promise.all(writes);
      const log = fs.statSync(path.join(dataDir, 'quad.sqlite-wal')).ino;
      expect(synced.length).toBeGreaterThanOrEqual(1);
      expect(synced.length).toBeLessThanOrEqual(2);
      expect(new Set(synced)).toEqual(new Set([log]));

      // Nothing committed since: nothing to wait for.
      await database.durable();
      await sql`select count(*) from t`.execute(database.db);
      await database.durable();
      expect(synced.length).toBeLessThanOrEqual(2);

      // A write that returns rows is a commit too.
      const beforeReturning = synced.length;
      await sql`insert into t values (50) returning n`.execute(database.db);
      await database.durable();
      expect(synced.length).toBe(beforeReturning + 1);

      // A transaction counts once, at its commit.
      const before = synced.length;
      await database.db.transaction().execute(async (tx) => {
        await sql`insert into t values (100)`.execute(tx);
        await sql`insert into t values (101)`.execute(tx);
      });
      await database.durable();
      expect(synced.length).toBe(before + 1);
    } finally {
      await database.close();
    }
  });
});
