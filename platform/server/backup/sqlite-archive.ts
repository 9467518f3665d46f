import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { assertListed, type TArchivedDatabase, type TDatabaseArchiver } from './database-archive';
import { archivedFile } from './manifest';

const DATABASE_FILE = 'quad.sqlite';
const ARCHIVED_FILE = `database/${DATABASE_FILE}`;

/** Rows per table and migration steps of a SQLite file, read with the driver alone. */
function describe(file: SQLite.Database): Pick<TArchivedDatabase, 'tables' | 'migrations'> {
  const names = file.prepare<[], { name: string }>(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all();
  const tables: Record<string, number> = {};
  for (const { name } of names) tables[name] = file.prepare<[], { n: number }>(`select count(*) as n from "${name}"`).get()!.n;
  const steps = tables.kysely_migration === undefined ? [] : file.prepare<[], { name: string }>('select name from kysely_migration order by name').all();
  const migrations = steps.map((step) => step.name);
  return { tables, migrations };
}

/**
 * The embedded database, `DATA_DIR/quad.sqlite`. The copy is SQLite's online backup, page by page
 * from a connection of its own, so the server may keep writing: the copy is the database as it was
 * at one commit. The copy is switched out of WAL mode so the archive holds one self-contained file.
 */
export function sqliteArchiver(dataDir: string): TDatabaseArchiver {
  const live = path.join(dataDir, DATABASE_FILE);
  return {
    async archive(archive) {
      const copy = path.join(archive, ...ARCHIVED_FILE.split('/'));
      await fs.mkdir(path.dirname(copy), { recursive: true });
      const source = new SQLite(live, { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 5000');
        await source.backup(copy);
      } finally {
        source.close();
      }
      const file = new SQLite(copy);
      try {
        file.pragma('journal_mode = DELETE');
        return { kind: 'sqlite', ...describe(file), files: [await archivedFile(archive, ARCHIVED_FILE)] };
      } finally {
        file.close();
      }
    },
    async isEmpty() {
      return !(await fs.stat(live).catch(() => undefined));
    },
    async clear() {
      for (const suffix of ['', '-wal', '-shm']) await fs.rm(live + suffix, { force: true });
    },
    async restore(archive, database) {
      assertListed(database, ARCHIVED_FILE);
      await fs.mkdir(dataDir, { recursive: true });
      // Copied beside it and renamed, so a server never finds half a file under the database's name.
      await fs.copyFile(path.join(archive, ...ARCHIVED_FILE.split('/')), `${live}.restoring`);
      await fs.rename(`${live}.restoring`, live);
    },
    async close() {},
  };
}
