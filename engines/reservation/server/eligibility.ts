import type { SiteDb } from '@quad/platform/server/db/site-db';
import { loadMember, memberMatches } from '@quad/platform/server/identity/audience';
import { audienceOf, type TItemRow } from './items';

/** Why a person may not take part ('' when they may): outside the audience, or the prerequisite item not attended (checked in). */
export async function barredFrom(siteDb: SiteDb, item: TItemRow, userId: string): Promise<'' | 'audience' | 'prerequisite'> {
  if (!memberMatches(await loadMember(siteDb, userId), audienceOf(item))) return 'audience';
  if (!item.prerequisite) return '';
  const attended = await siteDb
    .selectFrom('reservation_claims')
    .select('id')
    .where('item_id', '=', item.prerequisite)
    .where('user_id', '=', userId)
    .where('state', '=', 'checked')
    .executeTakeFirst();
  return attended ? '' : 'prerequisite';
}
