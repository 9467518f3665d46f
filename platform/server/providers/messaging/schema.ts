import { sql } from 'kysely';
import type { TMigration } from '../../db/migrate';

/** Short-lived single-use tokens of enterprise sign-in, kept per site. */
export interface CorpStatesTable {
  site_id: string;
  /** SHA-256 of the token handed out: a copy of the table cannot be replayed. */
  token_hash: string;
  /**
   * `state`: an OAuth state; `code`: an authorization code issued by the demo provider; `bind`: an
   * unbound messaging account waiting for its person (corp-bind.ts); `minigram`: a mini program's
   * sign-in ticket (modules/minigram).
   */
  kind: 'state' | 'code' | 'bind' | 'minigram';
  /** Where the user goes after sign-in (state), the corp user id (code), JSON of both (bind), the user id (minigram). */
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

/**
 * One WeCom account per person and site: a sign-in or a push for an account reaches one person. Where
 * several people held one account, the one who had it first keeps it (earliest created, then lowest
 * id: ids are time-ordered); the others are unlinked and sign in with their password.
 */
export const corpUserIdsUniqueMigration: TMigration = {
  name: '000_platform_0111_corp_userid_unique',
  async up(db) {
    await sql`
      update users set corp_userid = ''
      where corp_userid <> '' and exists (
        select 1 from users first
        where first.site_id = users.site_id and first.corp_userid = users.corp_userid
          and (first.created < users.created or (first.created = users.created and first.id < users.id))
      )`.execute(db);
    await db.schema
      .createIndex('users_corp_userid_unique')
      .unique()
      .on('users')
      .columns(['site_id', 'corp_userid'])
      .where(sql.ref('corp_userid'), '<>', '')
      .execute();
  },
};
