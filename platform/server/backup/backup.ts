import fs from 'node:fs/promises';
import type { TConfig } from '../config';
import type { TMigration } from '../db/migrate';
import { createStorage } from '../files/storage';
import { unknownMigrations, type TDatabaseArchiver } from './database-archive';
import { ARCHIVE_VERSION, readManifest, verifyArchive, writeManifest, type TManifest } from './manifest';
import { postgresArchiver } from './postgres-archive';
import { sqliteArchiver } from './sqlite-archive';
import { archiveStore, emptyStore, isStoreEmpty, restoreStore } from './store-archive';

/** Where the server keeps its data: the same variables it starts with (DATA_DIR, DATABASE_URL, S3_*). */
export type TDataPlace = Pick<TConfig, 'dataDir' | 'databaseUrl' | 's3'>;

/** The database archiver for the place. */
function databaseOf(place: TDataPlace): TDatabaseArchiver {
  return place.databaseUrl ? postgresArchiver(place.databaseUrl) : sqliteArchiver(place.dataDir);
}

/**
 * `npm run backup`: the database, then every stored file, into a new archive folder with a manifest
 * written last (a folder without one is an unfinished backup). The database goes first: a file
 * uploaded while the files are copied is kept without its row, which is harmless, whereas the other
 * order would keep rows whose files are missing.
 */
export async function createBackup(place: TDataPlace, archive: string): Promise<TManifest> {
  await fs.mkdir(archive, { recursive: true });
  if ((await fs.readdir(archive)).length > 0) throw new Error(`${archive} is not empty: give a new folder for the backup`);
  const database = databaseOf(place);
  const storage = createStorage(place);
  try {
    const archived = await database.archive(archive);
    const objects = await archiveStore(storage.driver, archive);
    const rows = Object.values(archived.tables).reduce((sum, n) => sum + n, 0);
    const manifest: TManifest = {
      format: 'quad-backup',
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      database: archived,
      store: { driver: place.s3 ? 's3' : 'folder', objects },
      counts: { tables: Object.keys(archived.tables).length, rows, objects: objects.length, bytes: objects.reduce((sum, o) => sum + o.bytes, 0) },
    };
    await writeManifest(archive, manifest);
    return manifest;
  } finally {
    await database.close();
    await storage.close();
  }
}

/**
 * `npm run restore`: checks the whole archive, then fills an empty database and store from it.
 * `migrations` are this code's steps: a PostgreSQL restore replays them up to the archive's level.
 * Everything that could refuse (the manifest, the checksums, the kind of database, a backup of a
 * newer release, a target that holds data) is checked before anything is written; `force` empties
 * the target first. The server is not running meanwhile.
 */
export async function restoreBackup(place: TDataPlace, archive: string, options: { force: boolean; migrations: TMigration[] }): Promise<TManifest> {
  const manifest = await readManifest(archive);
  const kind = place.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database.kind !== kind) {
    throw new Error(`this backup holds a ${manifest.database.kind} database and the target is ${kind}: restoring across kinds is not supported`);
  }
  const newer = unknownMigrations(manifest.database, options.migrations.map((m) => m.name));
  if (newer.length > 0) throw new Error(`this backup comes from a newer release (migration ${newer.join(', ')}): restore it with that release`);
  await verifyArchive(archive, manifest);
  const database = databaseOf(place);
  const storage = createStorage(place);
  try {
    const empty = (await database.isEmpty()) && (await isStoreEmpty(storage.driver));
    if (!empty && !options.force) throw new Error('the target database or file store already holds data: restore goes into an empty one (or add --force to replace it)');
    if (!empty) {
      await database.clear();
      await emptyStore(storage.driver);
    }
    await database.restore(archive, manifest.database, options.migrations);
    await restoreStore(storage.driver, archive, manifest.store.objects);
    return manifest;
  } finally {
    await database.close();
    await storage.close();
  }
}
