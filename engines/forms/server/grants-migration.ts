import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** Site administrators design forms and read their results from the start. */
export const formsGrantsMigration: TMigration = {
  name: 'forms_0002_grants',
  up: (db) => extendBuiltinRoleGrants(db, 'site-admin', 'forms', ['design', 'results']),
};
