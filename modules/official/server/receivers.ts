import type { SiteDb } from '@quad/platform/server/db/site-db';
import { permissionHolders } from '@quad/platform/server/identity/permissions';
import { roleScope } from '@quad/platform/server/identity/role-scopes';

/**
 * Who signs for each unit: the people whose department role grants `official › receive` for it (院系领导,
 * 单位负责人: OFFICIAL_GRANTS), read through identity's own functions; a unit with nobody goes to the
 * site's administrators, so no receipt waits for nobody. A site-wide grant signs for no unit in particular.
 */
export async function receiversByUnit(siteDb: SiteDb, unitIds: string[]): Promise<Map<string, string[]>> {
  const holders = await permissionHolders(siteDb, 'official', 'receive');
  const scopes = await Promise.all(holders.map(async (userId) => ({ userId, scope: await roleScope(siteDb, userId, 'official', ['receive']) })));
  const admins = await permissionHolders(siteDb, 'admin', 'site');
  return new Map(
    unitIds.map((unitId) => {
      const leaders = scopes.filter(({ scope }) => scope !== 'all' && scope.includes(unitId)).map(({ userId }) => userId);
      return [unitId, leaders.length > 0 ? leaders.sort() : [...admins].sort()];
    }),
  );
}
