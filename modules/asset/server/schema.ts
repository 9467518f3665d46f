import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The modules of the asset app a site's administrators hold: every department's assets (a site-wide role). */
export const ASSET_ADMIN_MODULES = ['manage'];

/**
 * No tables of its own (the register is the datasets engine's): only the administrators' grant, for
 * sites made before the area existed (new sites take it from `builtinGrants`).
 */
export const assetMigration: TMigration = {
  name: 'asset_0001_grants',
  async up(db) {
    await extendBuiltinRoleGrants(db, 'site-admin', 'asset', ASSET_ADMIN_MODULES);
  },
};
