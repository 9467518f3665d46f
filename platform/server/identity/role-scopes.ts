import type { SiteDb } from '../db/site-db';
import { parseGrants } from './permissions';

/** Who a person may see through their roles: the whole site, or these departments and classes. */
export type TRoleScope = 'all' | string[];

/**
 * The departments and classes a person may see through the roles that grant any of `modules` of
 * `app`: a site-wide role sees everything ('all'); a department role sees the department it was
 * granted for and that department's classes. An empty list means none of those roles is held.
 * A department role granted without a department sees nothing (fails closed).
 */
export async function roleScope(siteDb: SiteDb, userId: string, app: string, modules: readonly string[]): Promise<TRoleScope> {
  const rows = await siteDb
    .selectFrom('user_roles')
    .innerJoin('roles', (j) => j.onRef('roles.site_id', '=', 'user_roles.site_id').onRef('roles.id', '=', 'user_roles.role_id'))
    .select(['roles.grants', 'roles.scope', 'user_roles.dept_id'])
    .where('user_roles.user_id', '=', userId)
    .execute();
  const granting = rows.filter((r) => parseGrants(r.grants)[app]?.module.some((m) => modules.includes(m)));
  if (granting.some((r) => r.scope === 'site')) return 'all';
  const granted = [...new Set(granting.map((r) => r.dept_id).filter(Boolean))];
  if (granted.length === 0) return [];
  const classes = await siteDb.selectFrom('departments').select('id').where('parent_id', 'in', granted).execute();
  return [...new Set([...granted, ...classes.map((c) => c.id)])];
}

/** Whether a department or class is inside a scope. */
export const inScope = (scope: TRoleScope, deptId: string): boolean => scope === 'all' || (deptId !== '' && scope.includes(deptId));
