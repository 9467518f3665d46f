import type { TMigration } from '../../db/migrate';

/** Short-lived single-use tokens of enterprise sign-in, kept per site. */
export interface CorpStatesTable {
  site_id: string;
  /** SHA-256 of the token handed out: a copy of the table cannot be replayed. */
  token_hash: string;
  /** `state`: an OAuth state; `code`: an authorization code issued by the demo provider. */
  kind: 'state' | 'code';
  /** Where the user goes after sign-in (state), or the corp user id (code). */
  value: string;
  expires: number;
}

declare module '../../db/database' {
  interface Database {
    corp_states: CorpStatesTable;
  }
}

export const corpStatesMigration: TMigration = {
  name: '000_platform_0005_corp_states',
  async up(db) {
    await db.schema
      .createTable('corp_states')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('corp_states_pk', ['site_id', 'token_hash'])
      .execute();
    await db.schema.createIndex('corp_states_expires').on('corp_states').columns(['site_id', 'expires']).execute();
    // Every enterprise sign-in looks its user up by corp user id.
    await db.schema.createIndex('users_corp_userid').ifNotExists().on('users').columns(['site_id', 'corp_userid']).execute();
  },
};
