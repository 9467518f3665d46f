import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteDb } from '../db/site-db';
import { createTestApp, type TTestApp } from '@quad/server/test/harness';
import { roleScope } from './role-scopes';

let t: TTestApp;
let north: SiteDb;
let south: SiteDb;
beforeAll(async () => {
  t = await createTestApp();
  north = new SiteDb(t.platform.database.db, 'north');
  south = new SiteDb(t.platform.database.db, 'south');
});
afterAll(() => t.close());

const idOf = async (siteDb: SiteDb, username: string) => (await siteDb.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('role scopes', () => {
  it('gives a department role its department and that department\'s classes', async () => {
    const teacher = await idOf(north, 'teacher');
    const grant = await north.selectFrom('user_roles').select('dept_id').where('user_id', '=', teacher).executeTakeFirstOrThrow();
    const classes = await north.selectFrom('departments').select('id').where('parent_id', '=', grant.dept_id).execute();
    const scope = await roleScope(north, teacher, 'ncov', ['instructor']);
    expect(scope).not.toBe('all');
    expect([...(scope as string[])].sort()).toEqual([grant.dept_id, ...classes.map((c) => c.id)].sort());
  });

  it('gives a site role everything and nothing to someone without the modules', async () => {
    expect(await roleScope(north, await idOf(north, 'admin'), 'ncov', ['manager'])).toBe('all');
    expect(await roleScope(north, await idOf(north, 'teacher'), 'ncov', ['manager'])).toEqual([]);
    expect(await roleScope(north, await idOf(north, 'student'), 'ncov', ['instructor', 'leader', 'manager'])).toEqual([]);
  });

  it('reads one site only: a north person is nobody on south', async () => {
    expect(await roleScope(south, await idOf(north, 'teacher'), 'ncov', ['instructor'])).toEqual([]);
  });
});
