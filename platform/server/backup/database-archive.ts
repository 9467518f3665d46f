import type { TMigration } from '../db/migrate';
import type { TManifest } from './manifest';

export type TArchivedDatabase = TManifest['database'];

/** One kind of database as a backup sees it: copied out whole, checked for emptiness, emptied, filled back. */
export interface TDatabaseArchiver {
  /** Writes a consistent copy of the database into the archive folder and describes it. */
  archive(archive: string): Promise<TArchivedDatabase>;
  /** Whether the database holds nothing yet (no file, or no table): a restore goes only there, unless forced. */
  isEmpty(): Promise<boolean>;
  /** Throws away everything the database holds (`restore --force`). */
  clear(): Promise<void>;
  /** Fills the empty database from an archive whose files have been verified; `migrations` build its tables where the copy holds only rows. */
  restore(archive: string, database: TArchivedDatabase, migrations: TMigration[]): Promise<void>;
  close(): Promise<void>;
}

/** Names of the archive's migration steps that this code does not have: a backup from a newer release. */
export function unknownMigrations(database: TArchivedDatabase, known: string[]): string[] {
  const ours = new Set(known);
  return database.migrations.filter((name) => !ours.has(name));
}

/** A table's name as it may appear in a file name and in SQL: what the migrations create. */
export const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** Refuses to read an archive file the manifest does not list: only listed files had their checksums checked. */
export function assertListed(database: TArchivedDatabase, relative: string): void {
  if (!database.files.some((f) => f.path === relative)) throw new Error(`restore: the backup manifest does not list ${relative}`);
}
