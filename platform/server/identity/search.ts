import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { likeStartingWith } from '../db/like';
import type { TMigration } from '../db/migrate';
import type { SiteDb } from '../db/site-db';
import { defineSearchIndex } from '../search/search-index';

/** People by their real name (surnames read as surnames: 单 shan), departments and classes by theirs. */
export const peopleSearch = defineSearchIndex('person', 'person');
export const departmentSearch = defineSearchIndex('department', 'text');

/** The people and departments that existed before search keys: every site's, in bulk. */
export const identitySearchKeysMigration: TMigration = {
  name: '000_platform_0141_identity_search_keys',
  async up(db) {
    const people = await db.selectFrom('users').select(['site_id', 'id', 'realname as name']).execute();
    await peopleSearch.backfill(db, people as { site_id: string; id: string; name: string }[]);
    const departments = await db.selectFrom('departments').select(['site_id', 'id', 'name']).execute();
    await departmentSearch.backfill(db, departments as { site_id: string; id: string; name: string }[]);
  },
};

/**
 * The people a typed search finds: by their name in Chinese, pinyin or initials (the search keys),
 * or by the start of their number or account.
 */
export function findsPerson(siteDb: SiteDb, typed: string) {
  return (eb: ExpressionBuilder<Database, 'users'>): Expression<SqlBool> =>
    eb.or([
      eb('users.id', 'in', peopleSearch.matching(siteDb, typed)),
      eb('users.number', 'like', likeStartingWith(typed)),
      eb('users.username', 'like', likeStartingWith(typed)),
    ]);
}
