import type { SiteDb } from '../db/site-db';

/**
 * Generated demo students for an area's demo to fill a sale, a hall or a course with: from the far end
 * of the roll, since tests take the first generated students as people nobody wrote to, and never the
 * accounts tests sign in as (`student`, `2024010002`).
 */
export async function demoCrowd(siteDb: SiteDb, count: number): Promise<string[]> {
  const rows = await siteDb
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'student')
    .where('username', 'not in', ['student', '2024010002'])
    .orderBy('username', 'desc')
    .limit(count)
    .execute();
  return rows.map((u) => u.id);
}
