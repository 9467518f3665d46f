import { sql } from 'kysely';
import type { TMigration } from '@quad/platform/server/db/migrate';
import { HEALTH_CODES } from './service-token';

/**
 * Health codes are signed by the platform now (`platform/codes`): each site's secret moves to the
 * platform's `code_secrets` as the key of the `health` purpose, so codes shown just before the
 * upgrade still check out at the gate after it. Runs after the platform made that table.
 */
export const healthCodeSecretMigration: TMigration = {
  name: 'health_0003_code_secret_to_platform',
  async up(db) {
    await db
      .insertInto('code_secrets')
      .columns(['site_id', 'purpose', 'secret', 'created'])
      .expression(db.selectFrom('health_setup').select(['site_id', sql.lit(HEALTH_CODES.name).as('purpose'), 'code_secret', 'updated']))
      .execute();
    await db.schema.alterTable('health_setup').dropColumn('code_secret').execute();
  },
};
