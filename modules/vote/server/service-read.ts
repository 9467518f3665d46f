import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TPage } from '@quad/platform/server/db/paging';
import { notFound } from '@quad/platform/server/errors';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { nowSeconds } from '@quad/platform/server/ids';
import { loadMember, memberMatches } from '@quad/platform/server/identity/audience';
import type { TVoteDetail, TVoteItem } from '../contract';
import { percentOf, voteState, type TVoteState } from '../rules';
import { audienceOf, findVote, optionsOf, periodsNow, type TVoteRow } from './store';

/** Votes a phone list considers: the latest by closing time (a site runs tens of votes a term, not thousands). */
const LIST_LIMIT = 500;

/** Open votes first (closing soonest first), then those to come, then the closed (latest first). */
const RANK: Record<TVoteState, number> = { open: 0, pending: 1, closed: 2 };

interface TWhere {
  siteDb: SiteDb;
  basePath: string;
  timeZone: string;
  userId: string;
}

function item(row: TVoteRow, now: number, voted: boolean, basePath: string): TVoteItem {
  return {
    id: row.id,
    title: row.title,
    coverUrl: row.cover ? attachUrl(basePath, row.cover) : '',
    state: voteState(Number(row.opens_at), Number(row.closes_at), now),
    opensAt: Number(row.opens_at),
    closesAt: Number(row.closes_at),
    multiple: row.multiple === 1,
    anonymous: row.anonymous === 1,
    perDay: Number(row.per_day),
    voted,
  };
}

/** The periods of a vote I hold a mark in, now's first. */
async function myPeriods(siteDb: SiteDb, userId: string, voteIds: string[]): Promise<Map<string, string[]>> {
  const marks = voteIds.length
    ? await siteDb
        .selectFrom('vote_marks')
        .select(['vote_id', 'period'])
        .where('user_id', '=', userId)
        .where('vote_id', 'in', voteIds)
        .execute()
    : [];
  const byVote = new Map<string, string[]>();
  for (const m of marks) byVote.set(m.vote_id, [...(byVote.get(m.vote_id) ?? []), m.period]);
  return byVote;
}

/** Whether I have voted in the vote's current period (today, on a vote limited per day). */
const votedNow = (row: TVoteRow, periods: string[], timeZone: string) => {
  const now = new Set(periodsNow(row, timeZone));
  return periods.some((p) => now.has(p));
};

/** The votes whose audience includes me, a page at a time. */
export async function myVotes({ siteDb, basePath, timeZone, userId }: TWhere, page: TPage): Promise<{ list: TVoteItem[]; total: number }> {
  const member = await loadMember(siteDb, userId);
  const rows = (
    await siteDb.selectFrom('vote_votes').selectAll().orderBy('closes_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute()
  ).filter((row) => memberMatches(member, audienceOf(row)));
  const now = nowSeconds();
  const marks = await myPeriods(
    siteDb,
    userId,
    rows.map((r) => r.id),
  );
  const items = rows
    .map((row) => item(row, now, votedNow(row, marks.get(row.id) ?? [], timeZone), basePath))
    .sort((a, b) => RANK[a.state] - RANK[b.state] || (a.state === 'closed' ? b.closesAt - a.closesAt : a.closesAt - b.closesAt));
  const from = (page.page - 1) * page.size;
  return { list: items.slice(from, from + page.size), total: items.length };
}

/**
 * One vote as its voter sees it: the options, and their counts once the vote's setting allows (after
 * my vote, or only after closing). Outside its audience it is not found.
 */
export async function voteForVoter({ siteDb, basePath, timeZone, userId }: TWhere, id: string): Promise<TVoteDetail> {
  const row = await findVote(siteDb, id);
  if (!memberMatches(await loadMember(siteDb, userId), audienceOf(row))) throw notFound('投票不存在');
  const now = nowSeconds();
  const periods = (await myPeriods(siteDb, userId, [row.id])).get(row.id) ?? [];
  const voted = votedNow(row, periods, timeZone);
  const base = item(row, now, voted, basePath);
  const shown = base.state === 'closed' || (row.results === 'voted' && periods.length > 0);
  const ballots = Number(row.ballots);
  const options = await optionsOf(siteDb, row.id);
  const current = new Set(periodsNow(row, timeZone));
  const myPicks =
    row.anonymous === 1 || !voted
      ? []
      : (
          await siteDb
            .selectFrom('vote_ballots')
            .select(['option_id', 'period'])
            .where('vote_id', '=', row.id)
            .where('user_id', '=', userId)
            .execute()
        )
          .filter((b) => current.has(b.period))
          .map((b) => b.option_id);
  return {
    ...base,
    description: row.description,
    minPicks: Number(row.min_picks),
    maxPicks: Number(row.max_picks),
    results: row.results,
    options: options.map((o) => ({
      id: o.id,
      text: o.text,
      pictureUrl: o.picture ? attachUrl(basePath, o.picture) : '',
      count: shown ? Number(o.count) : -1,
      percent: shown ? percentOf(Number(o.count), ballots) : -1,
    })),
    shown,
    ballots: shown ? ballots : 0,
    canVote: base.state === 'open' && !voted,
    myPicks: [...new Set(myPicks)],
  };
}
