import type { TPermissionMap } from '@quad/contracts/permission-checks';
import type { SiteDb } from '../db/site-db';
import { newId } from '../ids';

/** For an area's demo data: a role of the site (not built in) granting `grants`, held by the named people. */
export async function addDemoRole(siteDb: SiteDb, role: { key: string; name: string; grants: TPermissionMap }, usernames: string[]): Promise<void> {
  const id = newId();
  await siteDb.insertInto('roles', { id, key: role.key, name: role.name, grants: JSON.stringify(role.grants), scope: 'site', builtin: 0 }).execute();
  const people = await siteDb.selectFrom('users').select('id').where('username', 'in', usernames).execute();
  if (people.length) await siteDb.insertInto('user_roles', people.map((p) => ({ user_id: p.id, role_id: id, dept_id: '' }))).execute();
}
