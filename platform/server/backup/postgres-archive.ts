import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { readSchemaKeys } from '../db/schema-keys';
import { assertListed, TABLE_NAME, type TArchivedDatabase, type TDatabaseArchiver } from './database-archive';
import { archivedFile, type TArchivedFile } from './manifest';

/** Rows read per query while dumping: a page of a big table at a time, never the table. */
const ROWS_PER_PAGE = 2000;
/** PostgreSQL takes at most 65,535 parameters per statement; an insert of a page stays well below. */
const PARAMETERS_PER_INSERT = 30_000;

type TValue = string | number | null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TAnyDb = Kysely<any>;

const refs = (columns: string[]) => sql.join(columns.map((c) => sql.ref(c)));
const fileOf = (table: string) => `database/${table}.jsonl`;

/**
 * Every column is text, integer or bigint (bigints arrive as numbers, database.ts), so a row is a
 * JSON array; anything else would not come back as it was, and stops the backup instead.
 */
function valuesOf(row: Record<string, unknown>, columns: string[], table: string): TValue[] {
  return columns.map((column) => {
    const value = row[column];
    if (value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
    throw new Error(`backup cannot keep ${table}.${column}: a value of type ${typeof value}`);
  });
}

/** Writes one table as JSON lines: its columns first, then each row, in primary-key order, page by page. */
async function dumpTable(trx: TAnyDb, archive: string, table: string, columns: string[], primaryKey: string[]): Promise<{ rows: number; file: TArchivedFile }> {
  if (!TABLE_NAME.test(table) || primaryKey.length === 0) throw new Error(`backup cannot page through table ${table}: it has no primary key`);
  const out = await fs.open(path.join(archive, ...fileOf(table).split('/')), 'wx');
  let rows = 0;
  try {
    await out.write(`${JSON.stringify(columns)}\n`);
    let after: TValue[] | undefined;
    for (;;) {
      const past = after ? sql`where (${refs(primaryKey)}) > (${sql.join(after)})` : sql``;
      const page = await sql<Record<string, unknown>>`select ${refs(columns)} from ${sql.table(table)} ${past} order by ${refs(primaryKey)} limit ${ROWS_PER_PAGE}`.execute(trx);
      if (page.rows.length === 0) break;
      await out.write(page.rows.map((row) => `${JSON.stringify(valuesOf(row, columns, table))}\n`).join(''));
      rows += page.rows.length;
      const last = page.rows.at(-1)!;
      after = valuesOf(last, primaryKey, table);
    }
  } finally {
    await out.close();
  }
  return { rows, file: await archivedFile(archive, fileOf(table)) };
}

/** Fills a table from its JSON lines, a few thousand values per insert. */
async function loadTable(trx: TAnyDb, archive: string, table: string, present: Set<string>): Promise<number> {
  const lines = readline.createInterface({ input: createReadStream(path.join(archive, ...fileOf(table).split('/'))), crlfDelay: Infinity });
  let columns: string[] | undefined;
  let batch: Record<string, TValue>[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length > 0) await trx.insertInto(table).values(batch).execute();
    rows += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (!columns) {
      columns = JSON.parse(line) as string[];
      const missing = columns.filter((c) => !present.has(c));
      if (missing.length > 0) throw new Error(`restore: table ${table} has no column ${missing.join(', ')} here`);
      continue;
    }
    const values = JSON.parse(line) as TValue[];
    batch.push(Object.fromEntries(columns.map((c, i) => [c, values[i] ?? null])));
    if (batch.length * columns.length >= PARAMETERS_PER_INSERT) await flush();
  }
  await flush();
  return rows;
}

/**
 * A PostgreSQL schema (the one DATABASE_URL's search path names), dumped by the portal itself as one
 * JSON-lines file per table, all read in one repeatable-read transaction: one consistent snapshot
 * while the server keeps writing. Restoring builds the tables with this code's migrations up to the
 * archive's level and loads the rows, so it works into any database or schema name, needs no
 * `pg_dump` of the server's version, and the next start runs the newer steps.
 */
export function postgresArchiver(databaseUrl: string): TDatabaseArchiver {
  const handle = openDatabase({ databaseUrl, dataDir: '' });
  const db = handle.db as TAnyDb;
  return {
    async archive(archive) {
      await fs.mkdir(path.join(archive, 'database'), { recursive: true });
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          const database: TArchivedDatabase = { kind: 'postgres', migrations: [], tables: {}, files: [] };
          for (const { table, columns, primaryKey } of await readSchemaKeys(trx, 'postgres')) {
            const { rows, file } = await dumpTable(trx, archive, table, columns, primaryKey);
            database.tables[table] = rows;
            database.files.push(file);
          }
          const steps = await trx.selectFrom('kysely_migration').select('name').orderBy('name').execute();
          database.migrations = steps.map((step: { name: string }) => step.name);
          return database;
        });
    },
    async isEmpty() {
      return (await readSchemaKeys(db, 'postgres')).length === 0;
    },
    async clear() {
      for (const { table } of await readSchemaKeys(db, 'postgres')) await sql`drop table ${sql.table(table)} cascade`.execute(db);
    },
    async restore(archive, database, migrations) {
      const level = new Set(database.migrations);
      await migrate(db, 'postgres', migrations.filter((m) => level.has(m.name)));
      await db.transaction().execute(async (trx) => {
        const present = new Map((await readSchemaKeys(trx, 'postgres')).map((t) => [t.table, new Set(t.columns)]));
        for (const [table, expected] of Object.entries(database.tables)) {
          const columns = present.get(table);
          if (!TABLE_NAME.test(table) || !columns) throw new Error(`restore: the migrations made no table ${table}`);
          assertListed(database, fileOf(table));
          // The migrations' own rows (the migrator's bookkeeping) give way to the archive's.
          await sql`delete from ${sql.table(table)}`.execute(trx);
          const rows = await loadTable(trx, archive, table, columns);
          if (rows !== expected) throw new Error(`restore: table ${table} has ${rows} rows in the archive, its manifest says ${expected}`);
        }
      });
    },
    close: () => handle.close(),
  };
}
