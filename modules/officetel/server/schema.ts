import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The modules of the phone book's app a site's administrators hold: the console page. */
export const OFFICETEL_ADMIN_MODULES = ['manage'];

/**
 * No tables of its own (the book is the datasets engine's): only the administrators' grant, for sites
 * made before the area existed (new sites take it from `builtinGrants`).
 */
export const officetelMigration: TMigration = {
  name: 'officetel_0001_grants',
  async up(db) {
    await extendBuiltinRoleGrants(db, 'site-admin', 'officetel', OFFICETEL_ADMIN_MODULES);
  },
};
