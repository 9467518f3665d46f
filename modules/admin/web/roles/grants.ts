import type { TPermissionMap } from '@quad/contracts/permission-checks';

/** One line of the grants editor: an app key and the modules of it the role opens. */
export interface TGrantRow {
  app: string;
  modules: string[];
}

export const grantsToRows = (grants: TPermissionMap): TGrantRow[] =>
  Object.entries(grants).map(([app, { module }]) => ({ app, modules: module }));

/**
 * The editor's lines as the permission map the server stores: keys trimmed, lines without an app
 * dropped, two lines of the same app merged, each module once.
 */
export function rowsToGrants(rows: Partial<TGrantRow>[]): TPermissionMap {
  const grants: Record<string, Set<string>> = {};
  for (const row of rows) {
    const app = row.app?.trim();
    if (!app) continue;
    const modules = (grants[app] ??= new Set());
    for (const m of row.modules ?? []) if (m.trim()) modules.add(m.trim());
  }
  return Object.fromEntries(Object.entries(grants).map(([app, modules]) => [app, { module: [...modules] }]));
}

/** Modules already granted somewhere for each app: what the editor suggests. */
export function modulesInUse(maps: TPermissionMap[]): Map<string, string[]> {
  const seen = new Map<string, Set<string>>();
  for (const map of maps) {
    for (const [app, { module }] of Object.entries(map)) {
      const set = seen.get(app) ?? new Set<string>();
      for (const m of module) set.add(m);
      seen.set(app, set);
    }
  }
  return new Map([...seen].map(([app, set]) => [app, [...set].sort()]));
}
