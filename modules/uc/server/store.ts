import type { SiteDb } from '@quad/server/platform/db/site-db';
import { selectPeople } from '@quad/server/platform/identity/people';
import type { TUserBase } from '../contract';

export function findUserForLogin(siteDb: SiteDb, username: string) {
  return siteDb.selectFrom('users').select(['id', 'password_hash', 'status']).where('username', '=', username).executeTakeFirst();
}

/** The answer's `base`: the user with their department and class names. */
export async function findUserBase(siteDb: SiteDb, userId: string): Promise<TUserBase | undefined> {
  const row = await selectPeople(siteDb).where('users.id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    uid: row.id,
    username: row.username,
    realname: row.realname,
    role: { number: row.number, identity: row.type },
    type: row.type,
    department: row.dept_name ?? '',
    department_id: row.dept_id,
    class_name: row.class_name ?? '',
    email: row.email,
    mobile: row.mobile,
    avatar: row.avatar,
  };
}
