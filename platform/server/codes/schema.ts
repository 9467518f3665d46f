import type { TMigration } from '../db/migrate';

/** One signing key per site and purpose (health codes, tickets…), made on first use, shared by every instance. */
export interface CodeSecretsTable {
  site_id: string;
  purpose: string;
  /** HMAC key, 32 random bytes as hex. */
  secret: string;
  created: number;
}

declare module '../db/database' {
  interface Database {
    code_secrets: CodeSecretsTable;
  }
}

export const codeSecretsMigration: TMigration = {
  name: '000_platform_0112_code_secrets',
  async up(db) {
    await db.schema
      .createTable('code_secrets')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('code_secrets_pk', ['site_id', 'purpose'])
      .execute();
  },
};
