import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The modules of the history's app a site's administrators hold: the console page. */
export const SCHOOLHISTORY_ADMIN_MODULES = ['manage'];

/**
 * No tables of its own (the events are the datasets engine's): only the administrators' grant, for
 * sites made before the area existed (new sites take it from `builtinGrants`).
 */
export const schoolhistoryMigration: TMigration = {
  name: 'schoolhistory_0001_grants',
  async up(db) {
    await extendBuiltinRoleGrants(db, 'site-admin', 'schoolhistory', SCHOOLHISTORY_ADMIN_MODULES);
  },
};
