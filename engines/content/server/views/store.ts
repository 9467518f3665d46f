import type { SiteDb } from '@quad/platform/server/db/site-db';

export const viewDay = (seconds: number) => Math.floor(seconds / 86_400);

/**
 * Records that a person opened a record today; answers whether this was their first opening of the
 * day, when the area adds one to its view count (in the same transaction). A view count then says
 * how many times people came to it, not how often a page was reloaded.
 */
export async function countDailyView(tx: SiteDb, kind: string, subjectId: string, userId: string, now: number): Promise<boolean> {
  const inserted = await tx
    .insertInto('daily_views', { kind, subject_id: subjectId, user_id: userId, day: viewDay(now) })
    .onConflict((oc) => oc.columns(['site_id', 'kind', 'subject_id', 'user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
