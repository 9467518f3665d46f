import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { defineArea } from '@quad/contracts/manifest';
import { readConfig } from '@quad/platform/server/config';
import { MIGRATION_LOCK_KEY } from '@quad/platform/server/db/migrate';
import type { TServerModule } from '@quad/platform/server/module';
import { buildApp, type TApp } from './app';
import { serverModules } from './modules.gen';
import { createTestDatabase, type TTestDatabase } from './test/harness';

/** Instances waiting for the start-up's migration lock (not Kysely's own, which is a one-key lock). */
async function waitingForMigrationLock(): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_locks where locktype = 'advisory' and not granted and objsubid = 2 and classid = $1::bigint::oid`,
      [MIGRATION_LOCK_KEY],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

let runs = 0;
let sawWaiting = false;

/** Counts its runs, and while it runs waits (up to 10 s) until the other instance is seen waiting for the lock. */
async function countRunAndWatch(db: Kysely<unknown>): Promise<void> {
  runs += 1;
  for (let i = 0; i < 100 && !sawWaiting; i++) {
    sawWaiting = (await waitingForMigrationLock()) > 0;
    if (!sawWaiting) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await db.schema.createTable('lockprobe_rows').addColumn('site_id', 'text').execute();
}

/** An area with that one step: two instances surely start together while it runs. */
const probe: TServerModule = {
  manifest: defineArea('lockprobe', { zh: '锁', en: 'Lock probe', tw: '鎖' }, { routes: {} }),
  migrations: [{ name: 'lockprobe_001_runs', up: countRunAndWatch }],
};

describe.skipIf(!process.env.DATABASE_URL)('migrations when two instances start at once on PostgreSQL', () => {
  const dataDirs: string[] = [];
  let database: TTestDatabase;
  let apps: TApp[] = [];
  afterAll(async () => {
    for (const { app } of apps) await app.close();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('run once, by one instance while the other waits, and both come up', async () => {
    database = await createTestDatabase();
    const start = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-lock-'));
      dataDirs.push(dataDir);
      return buildApp(readConfig({ ...process.env, NODE_ENV: 'test' }, { dataDir, databaseUrl: database.databaseUrl, demo: false }), [...serverModules, probe]);
    };
    apps = await Promise.all([start(), start()]);
    await Promise.all(apps.map(({ app }) => app.ready()));

    expect(sawWaiting).toBe(true);
    expect(runs).toBe(1);
    const steps = await sql<{ name: string; n: number }>`select name, count(*) as n from kysely_migration group by name having count(*) > 1`.execute(apps[0].platform.database.db);
    expect(steps.rows).toEqual([]);
    for (const { app } of apps) {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
    }
  });
});
