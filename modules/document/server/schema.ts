import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** The document area's console screens that site administrators hold from the start. */
export const DOCUMENT_ADMIN_MODULES = ['flows'];

/** The area has no tables: sites made before 流程设置 existed give their administrators it. */
export const documentGrantsMigration: TMigration = {
  name: 'document_0001_grants',
  async up(db) {
    await extendBuiltinRoleGrants(db, 'site-admin', 'document', DOCUMENT_ADMIN_MODULES);
  },
};
