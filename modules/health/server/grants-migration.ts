import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** Site administrators see the school's reports, set them up, and can check health codes at a gate. */
export const HEALTH_ADMIN_MODULES = ['manager', 'gate'];

export const healthGrantsMigration: TMigration = {
  name: 'health_0002_grants',
  up: (db) => extendBuiltinRoleGrants(db, 'site-admin', 'ncov', HEALTH_ADMIN_MODULES),
};
