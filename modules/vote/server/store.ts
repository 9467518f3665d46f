import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import type { TAudience } from '@quad/platform/server/identity/audience';
import { siteDay } from '@quad/platform/server/time';
import type { VoteVotesTable } from './schema';

export type TVoteRow = Omit<VoteVotesTable, 'site_id'>;

/** A vote of this site, or "not found" (another site's id included). */
export async function findVote(siteDb: SiteDb, id: string): Promise<TVoteRow> {
  const row = await siteDb.selectFrom('vote_votes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('投票不存在');
  return row;
}

export const audienceOf = (row: Pick<TVoteRow, 'audience'>): TAudience => JSON.parse(row.audience) as TAudience;

/** The options of a vote in their order. */
export const optionsOf = (siteDb: SiteDb, voteId: string) =>
  siteDb
    .selectFrom('vote_options')
    .select(['id', 'text', 'picture', 'count', 'position'])
    .where('vote_id', '=', voteId)
    .orderBy('position')
    .execute();

/**
 * The periods a person may vote in now, in the order they are taken: `all` on a once-only vote, else
 * today's (the site's day) numbered 1…N.
 */
export function periodsNow(row: Pick<TVoteRow, 'per_day'>, timeZone: string): string[] {
  const perDay = Number(row.per_day);
  if (perDay === 0) return ['all'];
  const today = siteDay(timeZone);
  return Array.from({ length: perDay }, (_, i) => `${today}#${i + 1}`);
}

/** The day a period belongs to, '' for a once-only vote's. */
export const dayOfPeriod = (period: string): string => (period === 'all' ? '' : period.slice(0, 10));
