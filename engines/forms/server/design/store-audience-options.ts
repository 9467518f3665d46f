import type { SiteDb } from '@quad/platform/server/db/site-db';

/** This site's departments, classes (with their department's name) and roles, for the designer's pickers. */
export async function audienceOptionsOf(siteDb: SiteDb) {
  const units = await siteDb.selectFrom('departments').select(['id', 'name', 'kind', 'parent_id']).orderBy('sort').orderBy('name').execute();
  const names = new Map(units.map((u) => [u.id, u.name]));
  const roles = await siteDb.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();
  return {
    departments: units.filter((u) => u.kind === 'department').map((u) => ({ id: u.id, name: u.name })),
    classes: units.filter((u) => u.kind === 'class').map((u) => ({ id: u.id, name: u.name, department: names.get(u.parent_id) ?? '' })),
    roles,
  };
}
