import { onPage, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TBallot } from '../contract-manage';
import { dayOfPeriod, findVote, optionsOf } from './store';

/** One ballot per (person, period) of a named vote, newest first. */
export const ballotsQuery = (siteDb: SiteDb, voteId: string) =>
  siteDb
    .selectFrom('vote_ballots')
    .where('vote_ballots.vote_id', '=', voteId)
    .select(['vote_ballots.user_id', 'vote_ballots.period'])
    .select((eb) => eb.fn.max('vote_ballots.created').as('created'))
    .groupBy(['vote_ballots.user_id', 'vote_ballots.period']);

/**
 * A page of a named vote's ballots: who, from which department, chose which options, when. An
 * anonymous vote has none to show (it keeps no link from a person to an option).
 */
export async function ballotsPage(siteDb: SiteDb, voteId: string, page: TPage): Promise<{ list: TBallot[]; total: number }> {
  const vote = await findVote(siteDb, voteId);
  if (vote.anonymous === 1) return { list: [], total: 0 };
  const base = ballotsQuery(siteDb, voteId);
  const total = Number(
    (
      await siteDb.db
        .selectFrom(base.as('b'))
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const rows = await base.orderBy('created', 'desc').orderBy('vote_ballots.user_id').$call(onPage(page)).execute();
  return { list: await presentBallots(siteDb, voteId, rows), total };
}

type TBallotKey = { user_id: string; period: string; created: number | string | bigint | null };

/** Ballots with their voters' names, numbers, departments and chosen options' texts. */
export async function presentBallots(siteDb: SiteDb, voteId: string, rows: TBallotKey[]): Promise<TBallot[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [people, picks, options] = await Promise.all([
    siteDb
      .selectFrom('users')
      .leftJoin('departments', (j) => j.onRef('departments.site_id', '=', 'users.site_id').onRef('departments.id', '=', 'users.dept_id'))
      .select(['users.id', 'users.realname', 'users.number', 'departments.name as department'])
      .where('users.id', 'in', userIds)
      .execute(),
    siteDb
      .selectFrom('vote_ballots')
      .select(['user_id', 'period', 'option_id'])
      .where('vote_id', '=', voteId)
      .where('user_id', 'in', userIds)
      .execute(),
    optionsOf(siteDb, voteId),
  ]);
  const textOf = new Map(options.map((o) => [o.id, o.text]));
  const order = new Map(options.map((o) => [o.id, o.position]));
  const person = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => ({
    name: person.get(r.user_id)?.realname ?? '',
    number: person.get(r.user_id)?.number ?? '',
    department: person.get(r.user_id)?.department ?? '',
    picks: picks
      .filter((p) => p.user_id === r.user_id && p.period === r.period)
      .sort((a, b) => Number(order.get(a.option_id) ?? 0) - Number(order.get(b.option_id) ?? 0))
      .map((p) => textOf.get(p.option_id) ?? ''),
    day: dayOfPeriod(r.period),
    created: Number(r.created ?? 0),
  }));
}
