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
