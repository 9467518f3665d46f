import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations } from '@quad/server/migrations';
import { call, createSecondInstance, createTestDatabase, HOSTS, login, serverForFile, type TTestApp, type TTestDatabase } from '@quad/server/test/harness';
import type { TDatabaseHandle } from '../db/database';
import { readSchemaKeys } from '../db/schema-keys';
import { startS3Fake, type TS3Fake } from '../files/s3-fake';
import { pngImage, uploadMultipart } from '../files/test-files';
import { createStorage } from '../files/storage';
import { restoreBackup, type TDataPlace } from './backup';
import { readManifest } from './manifest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const t = serverForFile(['student', 'southStudent']);
const temporary: string[] = [];
const databases: TTestDatabase[] = [];
let fake: TS3Fake;
let archive: string;

/** An uploaded file as its uploader's browser fetched it from the original server. */
interface TUploaded {
  host: string;
  username: string;
  url: string;
  bytes: Buffer;
}
const uploaded: TUploaded[] = [];
/** Each upload's id, its type, and whether it has a thumbnail beside it. */
const uploadedObjects: { id: string; type: string; thumb: boolean }[] = [];

const folder = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

/** A fresh place to restore into: an empty data folder and, on PostgreSQL, an empty database. */
async function emptyPlace(s3?: TS3Fake): Promise<TDataPlace> {
  const database = await createTestDatabase();
  databases.push(database);
  return { dataDir: folder('quad-restored-'), databaseUrl: database.databaseUrl, s3: s3?.config };
}

/** Rows per table, as a user's records would be counted. */
async function tableCounts(database: TDatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of await readSchemaKeys(database.db, database.dialect)) {
    counts[table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n);
  }
  return counts;
}

/**
 * The counts of people's records: a running server books its sites' recurring jobs (due_work) on its
 * own schedule, so that table may change between two counts and says nothing of what was restored.
 */
const recordCounts = ({ due_work: _booked, ...records }: Record<string, number>) => records;

const fetchFile = async (app: TTestApp['app'], cookie: string, host: string, url: string) => {
  const res = await call(app, { url, cookie, host });
  return { status: res.statusCode, bytes: res.rawPayload };
};

/** The scripts as an operator runs them, with the place in the environment the server reads. */
function runScript(script: string, args: string[], place: TDataPlace) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: place.dataDir };
  if (place.databaseUrl) env.DATABASE_URL = place.databaseUrl;
  if (place.s3) Object.assign(env, { S3_ENDPOINT: place.s3.endpoint, S3_BUCKET: place.s3.bucket, S3_ACCESS_KEY_ID: place.s3.accessKeyId, S3_SECRET_ACCESS_KEY: place.s3.secretAccessKey });
  return promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: ROOT, env });
}

/** Starts a server on a restored place and checks that every file is served with the same bytes, to its own site only. */
async function expectEveryFileServed(place: TDataPlace, counts: Record<string, number>) {
  const restored = await createSecondInstance(t, { dataDir: place.dataDir, databaseUrl: place.databaseUrl, s3: place.s3 });
  try {
    expect(recordCounts(await tableCounts(restored.platform.database))).toEqual(recordCounts(counts));
    for (const file of uploaded) {
      const cookie = await login(restored.app, file.username, 'student123', file.host);
      const served = await fetchFile(restored.app, cookie, file.host, file.url);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(file.bytes)).toBe(true);
    }
    // Sessions are rows too: someone signed in before the backup still is.
    const northFile = uploaded.find((f) => f.host === HOSTS.north)!;
    expect((await fetchFile(restored.app, t.c.student, HOSTS.north, northFile.url)).status).toBe(200);
    // Another site's session, asking for north's file by its id, sees nothing.
    const south = await login(restored.app, 'student', 'student123', HOSTS.south);
    expect((await fetchFile(restored.app, south, HOSTS.south, northFile.url)).status).toBe(404);
  } finally {
    await restored.close();
  }
}

beforeAll(async () => {
  fake = await startS3Fake();
  const uploads = [
    { cookie: t.c.student, host: HOSTS.north, username: 'student', name: '校园风景.png', data: await pngImage(64, 48) },
    { cookie: t.c.student, host: HOSTS.north, username: 'student', name: '请假条.pdf', data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') },
    { cookie: t.c.southStudent, host: HOSTS.south, username: 'student', name: '南溪.pdf', data: Buffer.from('%PDF-1.4\n% south\n%%EOF\n') },
  ];
  for (const { cookie, host, username, name, data } of uploads) {
    const { e, d } = (await uploadMultipart(t.app, { cookie, host, name, data })).json() as { e: number; d: { file: string; type: string; url: string; thumb: string } };
    expect(e).toBe(0);
    uploadedObjects.push({ id: d.file, type: d.type, thumb: d.thumb !== '' });
    for (const url of [d.url, d.thumb].filter(Boolean)) uploaded.push({ host, username, url, bytes: (await fetchFile(t.app, cookie, host, url)).bytes });
  }
  archive = path.join(folder('quad-backup-'), 'archive');
});

afterAll(async () => {
  await fake?.close();
  for (const database of databases) await database.drop();
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('backs up a running server and restores it into an empty database and folder, where every row and file is found', async () => {
    const counts = await tableCounts(t.platform.database);
    const { stdout } = await runScript('backup', [archive], t.config);
    expect(stdout).toContain(`backup: ${archive}: ${t.platform.database.dialect} database`);

    const manifest = await readManifest(archive);
    expect(manifest.database.kind).toBe(t.platform.database.dialect);
    expect(recordCounts(manifest.database.tables)).toEqual(recordCounts(counts));
    expect(manifest.database.migrations).toEqual(allMigrations.map((m) => m.name).sort());
    expect(manifest.store.driver).toBe(t.config.s3 ? 's3' : 'folder');
    // Every object of the store (the demo's pictures and videos too), the uploads each with the type it is served with.
    let objects = 0;
    for await (const _object of t.platform.storage.driver.list()) objects += 1;
    expect(manifest.counts).toMatchObject({ tables: Object.keys(counts).length, objects });
    for (const { id, type, thumb } of uploadedObjects) {
      const stored = manifest.store.objects.filter((o) => o.key.includes(`/${id}.`));
      expect(stored).toHaveLength(thumb ? 2 : 1);
      expect(stored.find((o) => !o.key.includes('.thumb.'))?.contentType).toBe(type);
    }

    const place = await emptyPlace();
    const restored = await runScript('restore', [archive], place);
    expect(restored.stdout).toContain('checksums verified, restored');
    await expectEveryFileServed(place, counts);

    // A second restore onto what now holds data is refused, and changes nothing.
    const again = await runScript('restore', [archive], place).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already holds data') });
    // Three script runs, each loading every area as `npm run` would: several seconds apiece on two shared cores.
  }, 90_000);

  it('restores into a bucket, and with --force over a database and bucket that hold data', async () => {
    const counts = (await readManifest(archive)).database.tables;
    const place = await emptyPlace(fake);
    await restoreBackup(place, archive, { force: false, migrations: allMigrations });
    await expectEveryFileServed(place, counts);

    // The server above signed people in (rows) and the bucket gets a stray file: --force puts the archive back as it was.
    await createStorage(place).write('north', [{ path: '2020/01/stray.pdf', data: Buffer.from('%PDF stray') }]);
    await expect(restoreBackup(place, archive, { force: false, migrations: allMigrations })).rejects.toThrow('already holds data');
    await restoreBackup(place, archive, { force: true, migrations: allMigrations });
    expect(await createStorage(place).size('north', '2020/01/stray.pdf')).toBeUndefined();
    await expectEveryFileServed(place, counts);
    // Three restores and two server starts.
  }, 60_000);

  it('refuses a damaged archive before it writes anything', async () => {
    const damaged = path.join(folder('quad-damaged-'), 'archive');
    fs.cpSync(archive, damaged, { recursive: true });
    const { store } = await readManifest(damaged);
    const file = path.join(damaged, store.objects[0]!.path);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1] ^= 1;
    fs.writeFileSync(file, bytes);

    const place = await emptyPlace();
    await expect(restoreBackup(place, damaged, { force: false, migrations: allMigrations })).rejects.toThrow('does not match its checksum');
    expect(fs.readdirSync(place.dataDir)).toEqual([]);
  });

  it('reads no database file the manifest does not list with its checksum', async () => {
    const unlisted = path.join(folder('quad-unlisted-'), 'archive');
    fs.cpSync(archive, unlisted, { recursive: true });
    const manifest = await readManifest(unlisted);
    manifest.database.files = [];
    fs.writeFileSync(path.join(unlisted, 'manifest.json'), JSON.stringify(manifest));
    await expect(restoreBackup(await emptyPlace(), unlisted, { force: false, migrations: allMigrations })).rejects.toThrow('the backup manifest does not list database/');
  });

  it('refuses a backup of a newer release, which this code could not serve', async () => {
    const newer = path.join(folder('quad-newer-'), 'archive');
    fs.cpSync(archive, newer, { recursive: true });
    const manifest = await readManifest(newer);
    manifest.database.migrations.push('zzz_a_step_of_the_future');
    fs.writeFileSync(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
    await expect(restoreBackup(await emptyPlace(), newer, { force: false, migrations: allMigrations })).rejects.toThrow('newer release (migration zzz_a_step_of_the_future)');
  });
});
