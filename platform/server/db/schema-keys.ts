import { sql, type Kysely } from 'kysely';
import type { TDialect } from './database';

/** A table's keys as the database holds them, read from the live schema rather than from the migrations' code. */
export interface TTableKeys {
  table: string;
  columns: string[];
  primaryKey: string[];
  /** Unique indexes and constraints besides the primary key, each with its columns in order (an expression is left out). */
  uniques: { name: string; columns: string[] }[];
}

/** The migrator's own bookkeeping: it stays where the migrations run (Citus: on the coordinator), in no site. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** Every table of the database (on PostgreSQL, of the connection's schema) with its keys, by table name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readSchemaKeys(db: Kysely<any>, dialect: TDialect): Promise<TTableKeys[]> {
  const tables = dialect === 'postgres' ? await postgresKeys(db) : await sqliteKeys(db);
  return tables.sort((a, b) => a.table.localeCompare(b.table));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteKeys(db: Kysely<any>): Promise<TTableKeys[]> {
  const names = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return Promise.all(
    names.rows.map(async ({ name: table }) => {
      const columns = (await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table}) order by cid`.execute(db)).rows;
      const indexes = (await sql<{ name: string; origin: string }>`select name, origin from pragma_index_list(${table}) where "unique" = 1`.execute(db)).rows;
      const uniques = await Promise.all(
        indexes
          .filter((i) => i.origin !== 'pk')
          .map(async (i) => ({
            name: i.name,
            columns: (await sql<{ name: string | null }>`select name from pragma_index_info(${i.name}) order by seqno`.execute(db)).rows.flatMap((c) => (c.name ? [c.name] : [])),
          })),
      );
      const primaryKey = columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name);
      return { table, columns: columns.map((c) => c.name), primaryKey, uniques };
    }),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresKeys(db: Kysely<any>): Promise<TTableKeys[]> {
  const columns = await sql<{ table: string; column: string }>`
    select c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const indexes = await sql<{ table: string; name: string; primary: boolean; columns: string[] }>`
    select t.relname as table, i.relname as name, x.indisprimary as primary,
      array(select a.attname from unnest(x.indkey) with ordinality as k(attnum, n)
            join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n)::text[] as columns
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    join pg_namespace s on s.oid = t.relnamespace
    where s.nspname = current_schema() and x.indisunique`.execute(db);
  const byTable = new Map<string, TTableKeys>();
  for (const { table, column } of columns.rows) {
    const keys = byTable.get(table) ?? byTable.set(table, { table, columns: [], primaryKey: [], uniques: [] }).get(table)!;
    keys.columns.push(column);
  }
  for (const index of indexes.rows) {
    const keys = byTable.get(index.table);
    if (!keys) continue;
    if (index.primary) keys.primaryKey = index.columns;
    else keys.uniques.push({ name: index.name, columns: index.columns });
  }
  return [...byTable.values()];
}
