import type { TPermissionMap } from '@quad/contracts/permission-checks';
import type { Kysely } from 'kysely';
import type { SiteDb } from '../db/site-db';
import { newId } from '../ids';

export interface TBuiltinRole {
  key: string;
  name: string;
  scope: 'site' | 'department';
  grants: TPermissionMap;
}

/**
 * Roles every site starts with; the keys are what role pages check. An area adds its own modules to
 * them with `builtinGrants` in its server module (and, for sites made before it existed, with
 * `extendBuiltinRoleGrants` in a migration).
 */
export const BUILTIN_ROLES: TBuiltinRole[] = [
  {
    key: 'site-admin',
    name: '站点管理员',
    scope: 'site',
    grants: {
      admin: { module: ['site', 'people', 'roles', 'audit', 'settings', 'feedback', 'usage', 'tokens', 'webhooks', 'datasets'] },
    },
  },
  { key: 'instructor', name: '辅导员', scope: 'department', grants: { ncov: { module: ['instructor'] } } },
  { key: 'leader', name: '院系领导', scope: 'department', grants: { ncov: { module: ['leader'] } } },
  { key: 'manager', name: '学校管理员', scope: 'site', grants: { ncov: { module: ['manager'] } } },
  // Role pages of spec §6 whose areas come later: the grants name the pages those areas will check.
  { key: 'unit-leader', name: '单位负责人', scope: 'department', grants: { document: { module: ['unitLeader'] } } },
  { key: 'school-leader', name: '校领导', scope: 'site', grants: { document: { module: ['schoolLeader'] }, ncov: { module: ['manager'] } } },
  { key: 'project-leader', name: '项目负责人', scope: 'department', grants: { project: { module: ['leader'] } } },
  { key: 'repairman', name: '维修人员', scope: 'site', grants: { repair: { module: ['repairman'] } } },
  { key: 'dispatcher', name: '派单员', scope: 'site', grants: { repair: { module: ['dispatcher'] } } },
  { key: 'appointment-admin', name: '预约管理员', scope: 'site', grants: { generalApp: { module: ['appointAdmin'] } } },
];

/** Platform administrators: hold this role on the default site to manage every site. */
export const PLATFORM_ADMIN_ROLE: TBuiltinRole = {
  key: 'platform-admin',
  name: '平台管理员',
  scope: 'site',
  grants: { platform: { module: ['sites'] } },
};

/** The built-in roles with the grants the installed areas add (`TServerModule.builtinGrants`). */
export function withAreaGrants(roles: TBuiltinRole[], areas: { manifest: { appKey: string }; builtinGrants?: Record<string, string[]> }[]): TBuiltinRole[] {
  return roles.map((role) => {
    const grants: TPermissionMap = { ...role.grants };
    for (const area of areas) {
      const modules = area.builtinGrants?.[role.key];
      if (!modules) continue;
      const app = area.manifest.appKey;
      grants[app] = { module: [...new Set([...(grants[app]?.module ?? []), ...modules])] };
    }
    return { ...role, grants };
  });
}

/** Gives a new site its built-in roles; answers role key → id. */
export async function insertBuiltinRoles(siteDb: SiteDb, roles: TBuiltinRole[] = BUILTIN_ROLES): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const role of roles) {
    const id = newId();
    ids.set(role.key, id);
    await siteDb
      .insertInto('roles', { id, key: role.key, name: role.name, grants: JSON.stringify(role.grants), scope: role.scope, builtin: 1 })
      .execute();
  }
  return ids;
}

/**
 * For migrations: gives every site's built-in `roleKey` role the modules of `appKey` that an area added
 * after those sites were made, as BUILTIN_ROLES gives them to new sites.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function extendBuiltinRoleGrants(db: Kysely<any>, roleKey: string, appKey: string, modules: string[]): Promise<void> {
  const roles = (await db.selectFrom('roles').select(['site_id', 'id', 'grants']).where('key', '=', roleKey).execute()) as {
    site_id: string;
    id: string;
    grants: string;
  }[];
  for (const role of roles) {
    const grants = JSON.parse(role.grants) as TPermissionMap;
    const entry = (grants[appKey] ??= { module: [] });
    entry.module = [...new Set([...entry.module, ...modules])];
    await db.updateTable('roles').set({ grants: JSON.stringify(grants) }).where('site_id', '=', role.site_id).where('id', '=', role.id).execute();
  }
}
