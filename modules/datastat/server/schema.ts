import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** Who reads the figures, and who keeps them: the built-in roles' grants of the datastat app. */
export const DATASTAT_GRANTS: Record<string, string[]> = {
  'site-admin': ['view', 'manage'],
  'school-leader': ['view'],
  'unit-leader': ['view'],
};

/** No tables of its own (the figures are the datasets engine's): the grants, for sites made before the area. */
export const datastatMigration: TMigration = {
  name: 'datastat_0001_grants',
  async up(db) {
    for (const [role, modules] of Object.entries(DATASTAT_GRANTS)) await extendBuiltinRoleGrants(db, role, 'datastat', modules);
  },
};
