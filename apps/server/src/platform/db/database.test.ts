import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the SQLite file', () => {
  it('syncs the log to disk at every commit, so a write the user was told succeeded survives a power cut', async () => {
    const database = openDatabase({ dataDir });
    try {
      const mode = await sql<{ synchronous: number; journal_mode: string }>`select * from pragma_synchronous, pragma_journal_mode`.execute(database.db);
      // 2 is FULL; NORMAL (1) in WAL mode may lose the last commits when the machine loses power.
      expect(mode.rows[0]).toEqual({ synchronous: 2, journal_mode: 'wal' });
    } finally {
      await database.close();
    }
  });
});
