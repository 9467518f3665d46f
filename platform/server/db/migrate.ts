import { Migrator, sql, type Kysely, type Migration } from 'kysely';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>, dialect: TDialect, migrations: TMigration[]): Promise<void> {
  const byName: Record<string, Migration> = {};
  for (const m of migrations) byName[m.name] = { up: (kdb) => m.up(kdb, dialect) };
  // On PostgreSQL the bookkeeping tables go in the connection's own schema: Kysely otherwise looks for
  // them in any schema, and two schemas of one database (tests, several deployments) would share them.
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
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
