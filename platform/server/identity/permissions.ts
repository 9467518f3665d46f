import { isAppAllowed, mergePermissionMaps, type TPermissionMap } from '@quad/contracts/permission-checks';
import { ZPermissionMap } from '@quad/contracts/permissions';
import { defineSiteCache } from '../cache/site-cache';
import type { SiteDb } from '../db/site-db';
import { memberChanged } from './audience';

/** A stored grants column as a permission map; anything unreadable grants nothing. */
export function parseGrants(json: string): TPermissionMap {
  try {
    const parsed = ZPermissionMap.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Permission maps by person: every call of a signed-in person checks one. */
const permissionCache = defineSiteCache<TPermissionMap>({ name: 'permissions', ttlMs: 60_000, max: 100_000 });

/**
 * The union of what the user's roles grant on this site. Cached, but a change applies at once on
 * every instance: whatever grants or revokes a role, or changes a role's grants, calls `permissionsChanged`.
 */
export function loadPermissionMap(siteDb: SiteDb, userId: string): Promise<TPermissionMap> {
  return permissionCache.read(siteDb, userId, async () => {
    const rows = await siteDb
      .selectFrom('user_roles')
      .innerJoin('roles', (j) => j.onRef('roles.site_id', '=', 'user_roles.site_id').onRef('roles.id', '=', 'user_roles.role_id'))
      .select('roles.grants')
      .where('user_roles.user_id', '=', userId)
      .execute();
    return mergePermissionMaps(rows.map((r) => parseGrants(r.grants)));
  });
}

/** After a write to roles or to who holds them: one person's map, or, for a role's grants, the whole site's. */
export function permissionsChanged(siteDb: SiteDb, userId?: string): void {
  permissionCache.evict(siteDb, userId);
  // A member names their roles (whom notices and forms reach), not the roles' grants: a role edited
  // (no person named) leaves every member as it was, so the site's members are not all reloaded.
  if (userId) memberChanged(siteDb, userId);
}

/** Active people whose roles grant the app (and module) on this site: whom a piece waiting for review is announced to. */
export async function permissionHolders(siteDb: SiteDb, app: string, module?: string): Promise<string[]> {
  const roles = await siteDb.selectFrom('roles').select(['id', 'grants']).execute();
  const granting = roles.filter((r) => isAppAllowed(parseGrants(r.grants), app, module)).map((r) => r.id);
  if (granting.length === 0) return [];
  const rows = await siteDb
    .selectFrom('user_roles')
    .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'user_roles.site_id').onRef('users.id', '=', 'user_roles.user_id'))
    .select('user_roles.user_id')
    .distinct()
    .where('user_roles.role_id', 'in', granting)
    .where('users.status', '=', 'active')
    .execute();
  return rows.map((r) => r.user_id);
}
