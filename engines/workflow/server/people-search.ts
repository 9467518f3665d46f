import type { SiteDb } from '@quad/platform/server/db/site-db';
import { selectPeople } from '@quad/platform/server/identity/people';
import { findsPerson } from '@quad/platform/server/identity/search';

const FOUND_AT_MOST = 20;

/** Colleagues to transfer to, add or choose: active people found by name (Chinese, pinyin, initials), number or account. */
export async function searchColleagues(siteDb: SiteDb, keyword: string) {
  const rows = await selectPeople(siteDb).where('users.status', '=', 'active').where(findsPerson(siteDb, keyword)).orderBy('users.number').limit(FOUND_AT_MOST).execute();
  return { list: rows.map((r) => ({ id: r.id, name: r.realname, number: r.number, department: r.dept_name ?? '' })) };
}
