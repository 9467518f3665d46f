import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The modules of the shuttle bus's app a site's administrators hold: the console page. */
export const SHUTTLEBUS_ADMIN_MODULES = ['manage'];

/**
 * No tables of its own (the timetable and the calendar are the datasets engine's): only the
 * administrators' grant, for sites made before the area existed (new sites take it from `builtinGrants`).
 */
export const shuttlebusMigration: TMigration = {
  name: 'shuttlebus_0001_grants',
  async up(db) {
    await extendBuiltinRoleGrants(db, 'site-admin', 'shuttlebus', SHUTTLEBUS_ADMIN_MODULES);
  },
};
