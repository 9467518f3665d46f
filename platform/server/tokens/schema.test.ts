import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, it } from 'vitest';
import { identityMigration } from '../identity/schema';
import { serviceTokensMigration } from './schema';

it('gives the administrators of sites that existed before it the tokens and webhooks modules, keeping theirs', async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await identityMigration.up(db, 'sqlite');
  const role = (site: string, key: string, grants: unknown) => ({
    site_id: site,
    id: `${site}-${key}`,
    key,
    name: key,
    grants: JSON.stringify(grants),
    scope: 'site',
    builtin: 1,
  });
  await db
    .insertInto('roles')
    .values([
      role('old', 'site-admin', { admin: { module: ['people', 'tokens'] } }),
      role('old', 'manager', { ncov: { module: ['manager'] } }),
    ])
    .execute();
  await serviceTokensMigration.up(db, 'sqlite');
  const rows = await db.selectFrom('roles').select(['key', 'grants']).orderBy('key').execute();
  expect(rows.map((r) => [r.key, JSON.parse(r.grants)])).toEqual([
    ['manager', { ncov: { module: ['manager'] } }],
    ['site-admin', { admin: { module: ['people', 'tokens', 'webhooks'] } }],
  ]);
  await db.destroy();
});
