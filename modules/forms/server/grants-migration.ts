import type { TMigration } from '@quad/server/platform/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/server/platform/identity/builtin-roles';

/** Site administrators design forms and read their results from the start. */
export const formsGrantsMigration: TMigration = {
  name: 'forms_0002_grants',
  up: (db) => extendBuiltinRoleGrants(db, 'site-admin', 'forms', ['design', 'results']),
};
