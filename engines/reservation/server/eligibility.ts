import { hasAnswered, publishedFormByNo } from '@quad/forms-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { loadMember, memberMatches } from '@quad/platform/server/identity/audience';
import { audienceOf, loadItem, type TItemRow } from './items';

/** Why a person may not take part ('' when they may): outside the audience, the prerequisite item not attended (checked in), or its form not filled. */
export async function barredFrom(siteDb: SiteDb, item: TItemRow, userId: string): Promise<'' | 'audience' | 'prerequisite' | 'form'> {
  if (!memberMatches(await loadMember(siteDb, userId), audienceOf(item))) return 'audience';
  if (item.prerequisite_form && !(await hasAnswered(siteDb, Number(item.prerequisite_form), userId))) return 'form';
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

/** The form an item asks to be filled first, by its number and title, for the area's page to name and link; null when none. */
export async function prerequisiteForm(siteDb: SiteDb, no: number): Promise<{ no: number; title: string } | null> {
  const form = no ? await publishedFormByNo(siteDb, no) : undefined;
  return form ? { no, title: form.title } : null;
}

/** Why a person may not take part in an item ('' when they may), for an area that checks before its own work. */
export const barredFromItem = async (siteDb: SiteDb, itemId: string, userId: string) => barredFrom(siteDb, await loadItem(siteDb, itemId), userId);
