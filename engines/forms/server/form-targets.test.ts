import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, it } from 'vitest';
import { formTargetsMigration } from './form-targets';
import { formsMigration } from './schema';

it('indexes the audiences of the forms that existed before it, site by site', async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await formsMigration.up(db, 'sqlite');
  const form = (site: string, no: number, id: string, audience: unknown) => ({
    site_id: site,
    id,
    no,
    title: id,
    draft: '{}',
    audience: JSON.stringify(audience),
    created_by: '',
    created: 0,
    updated: 0,
  });
  await db
    .insertInto('forms')
    .values([
      form('north', 1, 'everyone', { all: true, targets: [] }),
      form('south', 1, 'some', { all: false, targets: [{ kind: 'department', targetId: 'd1' }, { kind: 'user', targetId: 'u1' }] }),
      form('south', 2, 'link', { all: false, link: true, targets: [] }),
    ])
    .execute();
  await formTargetsMigration.up(db, 'sqlite');
  expect(await db.selectFrom('forms').select(['id', 'audience_all']).orderBy('id').execute()).toEqual([
    { id: 'everyone', audience_all: 1 },
    { id: 'link', audience_all: 0 },
    { id: 'some', audience_all: 0 },
  ]);
  expect(await db.selectFrom('form_targets').selectAll().orderBy('kind').execute()).toEqual([
    { site_id: 'south', form_id: 'some', kind: 'department', target_id: 'd1' },
    { site_id: 'south', form_id: 'some', kind: 'user', target_id: 'u1' },
  ]);
  await db.destroy();
});
