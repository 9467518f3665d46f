import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { TDialect } from './database';

/**
 * A schema step. Names sort in the order they must run: the platform's start with `000_`, each
 * area's with its id, so areas never need to know about each other.
 */
export interface TMigration {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, dialect: TDialect): Promise<void>;
}

/**
 * Runs the steps of one unit (the platform, an engine or an area) that have not run yet. Each unit
 * migrates on its own, so one area's failing step leaves the others working: steps other units ran
 * before are handed to Kysely as done (it refuses a run that does not know every step it ran).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>, dialect: TDialect, migrations: TMigration[]): Promise<void> {
  const byName: Record<string, Migration> = {};
  // On PostgreSQL the bookkeeping tables go in the connection's own schema: Kysely otherwise looks for
  // them in any schema, and two schemas of one database (tests, several deployments) would share them.
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  for (const name of await stepsRun(db)) byName[name] = { up: async () => undefined };
  for (const m of migrations) byName[m.name] = { up: (kdb) => m.up(kdb, dialect) };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => byName },
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** PostgreSQL advisory lock key of the start-up's migrations (with the schema's hash as the second key): 'Quad'. */
export const MIGRATION_LOCK_KEY = 0x51756164;

/**
 * Runs `work` (every migration run of a start) holding the migration lock, on one connection that
 * `work` is given. On PostgreSQL that is an advisory lock per schema: of several instances starting at
 * once, one migrates while the others wait, then find every step done. Kysely's own lock covers one
 * run only; between runs another instance could record steps this one has not read yet, which Kysely
 * refuses as a corrupt history. SQLite takes no lock: its file serves one instance (docs/operations.md),
 * and a second process on it would wait on each step's write transaction (`begin immediate`) anyway.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function underMigrationLock<R>(db: Kysely<any>, dialect: TDialect, work: (db: Kysely<any>) => Promise<R>): Promise<R> {
  if (dialect !== 'postgres') return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY}, hashtext(current_schema()))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY}, hashtext(current_schema()))`.execute(connection);
    }
  });
}

/** Names of the steps already run, by any unit (none before the first run made the bookkeeping table). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function stepsRun(db: Kysely<any>): Promise<string[]> {
  try {
    const rows = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute();
    return rows.map((row: { name: string }) => row.name);
  } catch {
    return [];
  }
}
