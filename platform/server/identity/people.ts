import { defineSiteCache } from '../cache/site-cache';
import { preparedQuery } from '../db/prepared';
import type { TUserType } from '@quad/contracts/user-types';
import type { SiteDb } from '../db/site-db';

/** People of the site with the names of their department and class: what every list or profile of a person shows. */
export function selectPeople(siteDb: SiteDb) {
  return siteDb
    .selectFrom('users')
    .leftJoin('departments as dept', (j) => j.onRef('dept.site_id', '=', 'users.site_id').onRef('dept.id', '=', 'users.dept_id'))
    .leftJoin('departments as cls', (j) => j.onRef('cls.site_id', '=', 'users.site_id').onRef('cls.id', '=', 'users.class_id'))
    .select([
      'users.id',
      'users.username',
      'users.realname',
      'users.number',
      'users.type',
      'users.dept_id',
      'users.class_id',
      'users.mobile',
      'users.email',
      'users.avatar',
      'users.status',
      'dept.name as dept_name',
      'cls.name as class_name',
    ]);
}

export type TPeopleQuery = ReturnType<typeof selectPeople>;

/**
 * One person with their department and class names, by id: every page load reads it (get-info, the
 * opening of a form or of the daily report), so its query is built once, not per request.
 */
export const personById = preparedQuery((siteDb, v: { userId: string }) => selectPeople(siteDb).where('users.id', '=', v.userId));
type TPersonRow = Awaited<ReturnType<TPeopleQuery['executeTakeFirstOrThrow']>>;

/** People by id as `personById` finds them: get-info on every page load and every form opened read one. */
const personCache = defineSiteCache<Readonly<TPersonRow> | undefined>({ name: 'people', ttlMs: 60_000, max: 100_000 });

/** `personById` without a query while the person, their department and class stay as they are (`personChanged`). */
export const cachedPerson = (siteDb: SiteDb, userId: string): Promise<Readonly<TPersonRow> | undefined> =>
  personCache.read(siteDb, userId, async () => {
    const row = await personById.first(siteDb, { userId });
    return row && Object.freeze(row);
  });

/**
 * After a write to what `selectPeople` reads of a person (`userId`), or to a department's or class's
 * name (no `userId`: the site's people). `memberChanged` calls it too.
 */
export function personChanged(siteDb: SiteDb, userId?: string): void {
  personCache.evict(siteDb, userId);
}

/** What every answer about a person says first: who they are, and the names of their department and class ('' for none). */
export const personNames = (row: TPersonRow) => ({
  uid: row.id,
  username: row.username,
  realname: row.realname,
  department: row.dept_name ?? '',
  class_name: row.class_name ?? '',
});

/** Names of people by id; one removed since is absent (lists then say so in their own words). */
export async function realnames(siteDb: SiteDb, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await siteDb.selectFrom('users').select(['id', 'realname']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.realname]));
}

/**
 * Active accounts by username (学工号, as school systems name people), optionally of one type: whom a
 * job tells of rows another system keeps under their number. Disabled and unknown ones are absent.
 */
export async function activeAccountIds(siteDb: SiteDb, usernames: Iterable<string>, type?: TUserType): Promise<Map<string, string>> {
  const unique = [...new Set(usernames)];
  if (unique.length === 0) return new Map();
  let query = siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', unique).where('status', '=', 'active');
  if (type) query = query.where('type', '=', type);
  return new Map((await query.execute()).map((u) => [u.username, u.id]));
}
