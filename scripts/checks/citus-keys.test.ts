import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '@quad/server/test/harness';
import { citusBlock, isTenantTable, withCitusBlock } from '@quad/platform/server/db/citus';
import { MIGRATION_TABLES, readSchemaKeys, type TTableKeys } from '@quad/platform/server/db/schema-keys';
import { TABLES } from '../eslint-rules/tables.js';

/**
 * Citus-ready, checked on the live schema after every migration (issue 25): the API suite runs on
 * SQLite and on PostgreSQL, so both databases' keys are read as they really are.
 */
const t = serverForFile();
let tables: TTableKeys[];
const read = () => readSchemaKeys(t.platform.database.db, t.platform.database.dialect);
beforeAll(async () => {
  tables = await read();
});

/** Tables every site shares: distributed as reference tables. A new one is a decision, so it is listed here. */
const SHARED = ['platform_settings', 'sites'];

const notLeadingWithSite = (all: TTableKeys[]) =>
  all.filter(isTenantTable).flatMap((table) => [
    ...(table.primaryKey[0] === 'site_id' ? [] : [`${table.table}: primary key (${table.primaryKey.join(', ')})`]),
    ...table.uniques.filter((u) => u.columns[0] !== 'site_id').map((u) => `${table.table}: unique index ${u.name} (${u.columns.join(', ')})`),
  ]);

describe('the schema distributes by site', () => {
  it('is read as the migrations made it: tables, primary keys and unique indexes in column order', () => {
    const byName = new Map(tables.map((table) => [table.table, table]));
    expect(tables.length).toBeGreaterThan(40);
    expect(byName.get('users')).toMatchObject({ primaryKey: ['site_id', 'id'] });
    // SQLite names a table's unique constraints itself (sqlite_autoindex_…): they are told apart by columns.
    const uniqueColumns = (table: string) => byName.get(table)?.uniques.map((u) => u.columns.join(', '));
    expect(uniqueColumns('users')).toEqual(expect.arrayContaining(['site_id, username', 'site_id, corp_userid']));
    expect(uniqueColumns('form_answers')).toContain('site_id, form_id, user_id, slot');
    expect(byName.get('due_work')).toMatchObject({ primaryKey: ['site_id', 'kind', 'key'], uniques: [] });
  });

  it("leads every site table's primary key and every unique index with site_id", () => {
    expect(notLeadingWithSite(tables)).toEqual([]);
  });

  it('would name a table whose keys do not lead with site_id', async () => {
    const db = t.platform.database.db.schema;
    await db.createTable('citus_fixture').addColumn('site_id', 'text').addColumn('id', 'text').addColumn('code', 'text').addPrimaryKeyConstraint('citus_fixture_pk', ['id', 'site_id']).execute();
    await db.createIndex('citus_fixture_code').unique().on('citus_fixture').columns(['code', 'site_id']).execute();
    try {
      expect(notLeadingWithSite(await read())).toEqual(['citus_fixture: primary key (id, site_id)', 'citus_fixture: unique index citus_fixture_code (code, site_id)']);
    } finally {
      await db.dropTable('citus_fixture').execute();
    }
  });

  it('shares only the tables meant to be shared: every other table has site_id', () => {
    const shared = tables.filter((table) => !isTenantTable(table) && !MIGRATION_TABLES.includes(table.table)).map((table) => table.table);
    expect(shared).toEqual(SHARED);
  });

  it("agrees with the lint about which tables are sites' (the join check reads the code's declarations)", () => {
    const declared = [...TABLES].map(([table, { tenant }]) => `${table}: ${tenant ? 'site' : 'shared'}`).sort();
    const live = tables.filter((table) => !MIGRATION_TABLES.includes(table.table)).map((table) => `${table.table}: ${isTenantTable(table) ? 'site' : 'shared'}`);
    expect(declared).toEqual(live);
  });

  it('is distributed by the statements docs/operations.md shows (npm run citus-ddl -- --write to renew them)', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');
    expect(withCitusBlock(doc, citusBlock(tables))).toBe(doc);
  });
});
