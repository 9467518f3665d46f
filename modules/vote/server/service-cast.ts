import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound, refuse } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { loadMember, memberMatches } from '@quad/platform/server/identity/audience';
import { siteTime } from '@quad/platform/server/time';
import type { castVote } from '../contract';
import { voteState } from '../rules';
import { audienceOf, findVote, periodsNow, type TVoteRow } from './store';

type TCast = z.output<(typeof castVote)['input']>;

const earlierMark = (siteDb: SiteDb, voteId: string, userId: string, requestId: string) =>
  siteDb
    .selectFrom('vote_marks')
    .select('period')
    .where('vote_id', '=', voteId)
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

/** The picks as the vote allows them, or a refusal in Chinese naming what is wrong. */
async function checkedPicks(siteDb: SiteDb, vote: TVoteRow, picks: string[]): Promise<string[]> {
  const chosen = [...new Set(picks)];
  if (chosen.length !== picks.length) throw fail('不能重复选择同一选项');
  const known = new Set((await siteDb.selectFrom('vote_options').select('id').where('vote_id', '=', vote.id).execute()).map((o) => o.id));
  if (chosen.some((id) => !known.has(id))) throw fail('所选选项不存在，请刷新后重试');
  if (!vote.multiple && chosen.length !== 1) throw fail('这是单选投票，只能选择一项');
  if (chosen.length < Number(vote.min_picks)) throw fail(`请至少选择${vote.min_picks}项`);
  if (chosen.length > Number(vote.max_picks)) throw fail(`最多只能选择${vote.max_picks}项`);
  return chosen;
}

/**
 * One ballot. The mark "this person voted in this period" is inserted with the counts in one
 * transaction, and its key refuses a second one however the requests arrive (double taps, parallel
 * sends): `on conflict do nothing` and the inserted count decide, so PostgreSQL's transaction is never
 * aborted by the violation. A retry of the same request (its request id) answers success again. On an
 * anonymous vote only the counts change besides the mark, which says nothing of the choice.
 */
export async function castBallot(siteDb: SiteDb, timeZone: string, userId: string, input: TCast): Promise<void> {
  const vote = await findVote(siteDb, input.id);
  if (!memberMatches(await loadMember(siteDb, userId), audienceOf(vote))) throw notFound('投票不存在');
  if (await earlierMark(siteDb, vote.id, userId, input.requestId)) return;
  const now = nowSeconds();
  const state = voteState(Number(vote.opens_at), Number(vote.closes_at), now);
  if (state === 'pending') throw fail(`投票尚未开始，${siteTime(timeZone, Number(vote.opens_at))} 开始`);
  if (state === 'closed') throw fail('投票已经结束');
  const picks = await checkedPicks(siteDb, vote, input.picks);
  const anonymous = vote.anonymous === 1;
  const cast = await siteDb.transaction(async (tx) => {
    let period: string | undefined;
    for (const p of periodsNow(vote, timeZone)) {
      const mark = { vote_id: vote.id, user_id: userId, period: p, request_id: input.requestId, created: anonymous ? 0 : now };
      const inserted = await tx
        .insertInto('vote_marks', mark)
        .onConflict((c) => c.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        period = p;
        break;
      }
    }
    if (!period) return false;
    await tx
      .updateTable('vote_options')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('vote_id', '=', vote.id)
      .where('id', 'in', picks)
      .execute();
    await tx
      .updateTable('vote_votes')
      .set((eb) => ({ ballots: eb('ballots', '+', 1) }))
      .where('id', '=', vote.id)
      .execute();
    if (!anonymous)
      await tx
        .insertInto(
          'vote_ballots',
          picks.map((option_id) => ({ vote_id: vote.id, user_id: userId, period: period!, option_id, created: now })),
        )
        .execute();
    return true;
  });
  if (cast) return;
  // A twin of this very request (sent again before the first answered) won the race: that is success.
  if (await earlierMark(siteDb, vote.id, userId, input.requestId)) return;
  throw refuse('vote.already-voted', Number(vote.per_day) > 0 ? '你今天已经投过票了，明天再来吧' : '你已经投过票了');
}
