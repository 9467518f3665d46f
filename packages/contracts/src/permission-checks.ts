/**
 * Permission checks of spec §6, free of any schema library so that every page can use them without
 * paying for it on first load.
 */

/** App key → the modules of that app the user may use. */
export type TPermissionMap = Record<string, { module: string[] }>;

/** An app is allowed when its module list is non-empty, and, if a module is named, contains it. */
export function isAppAllowed(map: TPermissionMap, appKey: string, module?: string): boolean {
  const modules = map[appKey]?.module ?? [];
  if (modules.length === 0) return false;
  return module === undefined || modules.includes(module);
}

/** Admin means the permission map is non-empty. */
export function isAdmin(map: TPermissionMap): boolean {
  return Object.values(map).some((entry) => entry.module.length > 0);
}

/** Union of several grants, each module listed once. */
export function mergePermissionMaps(maps: TPermissionMap[]): TPermissionMap {
  const merged: Record<string, Set<string>> = {};
  for (const map of maps) {
    for (const [app, { module }] of Object.entries(map)) {
      const set = (merged[app] ??= new Set());
      for (const m of module) set.add(m);
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([app, set]) => [app, { module: [...set].sort() }]));
}

/** Platform administration (every site): held only through the built-in platform administrator role on the default site. */
export const PLATFORM_APP = 'platform';

/**
 * Whether someone holding `holder` may pass the permission on (in a role grant, a service token) or
 * take over an account holding it (a password reset, an identity link): only what they hold
 * themselves. A role manager (admin/roles) could grant themselves any role, so every permission but
 * the platform's is within their reach; platform permissions stay with platform administrators.
 */
export function mayPassOn(holder: TPermissionMap, app: string, module: string): boolean {
  if (isAppAllowed(holder, app, module)) return true;
  return app !== PLATFORM_APP && isAppAllowed(holder, 'admin', 'roles');
}

/** The part of `grants` that `holder` may pass on (see `mayPassOn`). */
export function withinReach(holder: TPermissionMap, grants: TPermissionMap): TPermissionMap {
  const kept = Object.entries(grants).map(([app, { module }]) => [app, { module: module.filter((m) => mayPassOn(holder, app, m)) }] as const);
  return Object.fromEntries(kept.filter(([, { module }]) => module.length > 0));
}

/** The permissions of `grants` that `holder` may not pass on, as `app/module`; empty when all are theirs to give. */
export function beyondReach(holder: TPermissionMap, grants: TPermissionMap): string[] {
  return Object.entries(grants).flatMap(([app, { module }]) => module.filter((m) => !mayPassOn(holder, app, m)).map((m) => `${app}/${m}`));
}
