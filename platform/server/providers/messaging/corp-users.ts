import type { SiteDb } from '../../db/site-db';
import type { TDemoUser } from './pages';

/** The active user of this site bound to a corp user id, if any. */
export async function findCorpUser(siteDb: SiteDb, corpUserId: string): Promise<string | undefined> {
  const row = await siteDb
    .selectFrom('users')
    .select('id')
    .where('corp_userid', '=', corpUserId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Which of these WeCom accounts already belong to someone on this site. A new person is linked to the
 * account named like their username only when it is free: a renamed person keeps the account they had.
 */
export async function claimedCorpUserIds(siteDb: SiteDb, corpUserIds: string[]): Promise<Set<string>> {
  const claimed = new Set<string>();
  // Chunked so a whole-school import stays under the databases' parameter limits.
  for (let i = 0; i < corpUserIds.length; i += 500) {
    const rows = await siteDb.selectFrom('users').select('corp_userid').where('corp_userid', 'in', corpUserIds.slice(i, i + 500)).execute();
    for (const row of rows) claimed.add(row.corp_userid);
  }
  return claimed;
}

/** A few staff and a few students of the site to sign in as on the demo authorize page. */
export async function listDemoUsers(siteDb: SiteDb): Promise<TDemoUser[]> {
  const some = (students: boolean) =>
    siteDb
      .selectFrom('users')
      .select(['corp_userid', 'realname', 'number'])
      .where('status', '=', 'active')
      .where('corp_userid', '!=', '')
      .where('type', students ? '=' : '!=', 'student')
      .orderBy('number')
      .limit(3)
      .execute();
  const rows = [...(await some(false)), ...(await some(true))];
  return rows.map((r) => ({ corpUserId: r.corp_userid, realname: r.realname, number: r.number }));
}
