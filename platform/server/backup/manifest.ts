import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TDialect } from '../db/database';

/** Archives this code writes and reads; a later layout gets the next number and a reader of both. */
export const ARCHIVE_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

/** A file inside the archive folder, with what it must hash to. */
export interface TArchivedFile {
  /** Relative to the archive folder, forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

/** One object of the file store: its key (`<site>/<yyyy>/<mm>/<file>`) and the type it is served and stored with. */
export interface TArchivedObject extends TArchivedFile {
  key: string;
  contentType: string;
}

/** What `manifest.json` says about the archive beside it: enough to check and restore it with nothing else. */
export interface TManifest {
  format: 'quad-backup';
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  database: {
    kind: TDialect;
    /** Every migration step the database had run, by name: its level (each unit numbers its own steps, so no single last one). */
    migrations: string[];
    /** Rows per table at the moment of the copy. */
    tables: Record<string, number>;
    /** SQLite: the one database file; PostgreSQL: one rows file per table. */
    files: TArchivedFile[];
  };
  store: { driver: 'folder' | 's3'; objects: TArchivedObject[] };
  counts: { tables: number; rows: number; objects: number; bytes: number };
}

/** The SHA-256 (hex) of a file, read as a stream. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Describes a file already written into the archive. */
export async function archivedFile(archive: string, relative: string): Promise<TArchivedFile> {
  const file = path.join(archive, relative);
  return { path: relative, bytes: (await fs.stat(file)).size, sha256: await sha256OfFile(file) };
}

export async function writeManifest(archive: string, manifest: TManifest): Promise<void> {
  await fs.writeFile(path.join(archive, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The archive's manifest; refuses a folder that is not an archive of this version. */
export async function readManifest(archive: string): Promise<TManifest> {
  const text = await fs.readFile(path.join(archive, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) throw new Error(`${archive} is not a backup: it has no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(text) as Partial<TManifest>;
  if (manifest.format !== 'quad-backup' || manifest.version !== ARCHIVE_VERSION) {
    throw new Error(`${archive}: not a backup this version can read (format ${String(manifest.format)}, version ${String(manifest.version)})`);
  }
  return manifest as TManifest;
}

/**
 * Checks every file the manifest lists against its size and checksum before anything is restored,
 * so a damaged archive changes nothing. A listed path must stay inside the archive.
 */
export async function verifyArchive(archive: string, manifest: TManifest): Promise<void> {
  for (const listed of [...manifest.database.files, ...manifest.store.objects]) {
    const file = path.resolve(archive, listed.path);
    if (!file.startsWith(path.resolve(archive) + path.sep)) throw new Error(`backup manifest names a file outside the archive: ${listed.path}`);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) throw new Error(`backup is missing ${listed.path}`);
    if (stat.size !== listed.bytes || (await sha256OfFile(file)) !== listed.sha256) throw new Error(`backup file ${listed.path} does not match its checksum: the archive is damaged`);
  }
}
