import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, refuse } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { siteTime } from '@quad/platform/server/time';
import { barredFromItem, claimPlace } from '@quad/reservation-engine/server';
import type { TDrawOutcome } from '../contract';
import { lotteryState, prizeAt } from '../rules';
import { drawValue } from './fairness';
import { drawByRequest, findLottery, periodNow, prizesOf, type TDrawRow, type TLotteryRow } from './store';

/** The engine's refusals that make a drawn prize 未中奖: its stock ran out, the person's wins reached the limit, the window closed meanwhile. */
const LOST_TO = new Set(['reservation.sold-out', 'reservation.limit', 'reservation.ended']);

export const outcomeOf = (lottery: Pick<TLotteryRow, 'prizes_json'>, row: Pick<TDrawRow, 'id' | 'prize' | 'created'>): TDrawOutcome => ({
  id: row.id,
  prize: row.prize,
  prizeName: prizesOf(lottery).find((p) => p.key === row.prize)?.name ?? '',
  created: Number(row.created),
});

/**
 * Gives a recorded draw its outcome, once: the prize its value fell on is claimed from the engine's
 * stock (its claim's request id is the draw's id, so a second finisher gets the same claim), and the
 * outcome written. A prize whose stock ran out is 未中奖, with why in `note`.
 */
export async function finishDraw(siteDb: SiteDb, lottery: TLotteryRow, row: TDrawRow): Promise<TDrawRow> {
  if (row.state === 'done') return row;
  let prize = '';
  let note = '';
  let claimId = '';
  if (row.drawn) {
    try {
      const claim = await claimPlace(siteDb, { itemId: lottery.item_id, userId: row.user_id, zone: row.drawn, requestId: row.id });
      if (claim.state === 'won' || claim.state === 'checked') [prize, claimId] = [row.drawn, claim.id];
      else note = claim.state;
    } catch (error) {
      if (!(error instanceof AppError && error.reason && LOST_TO.has(error.reason))) throw error;
      note = error.reason;
    }
  }
  await siteDb
    .updateTable('lottery_draws')
    .set({ state: 'done', prize, note, claim_id: claimId })
    .where('lottery_id', '=', row.lottery_id)
    .where('user_id', '=', row.user_id)
    .where('period', '=', row.period)
    .where('state', '=', 'drawing')
    .execute();
  return { ...row, state: 'done', prize, note, claim_id: claimId };
}

/**
 * One draw (抽奖). The row "this person drew in this period" is inserted first, with the draw's random
 * value and the prize it fell on; its key refuses a second one however requests arrive (double taps,
 * parallel sends, two devices): `on conflict do nothing` and the inserted count decide, so PostgreSQL's
 * transaction is never aborted by the violation. Then the prize is claimed from the engine's stock in
 * the engine's own transaction, which rolls back whole when the prize ran out. A retry of the same
 * request answers its draw's outcome, finishing it first if the first request stopped half way.
 */
export async function drawOnce(
  siteDb: SiteDb,
  timeZone: string,
  userId: string,
  input: { id: string; requestId: string },
): Promise<TDrawOutcome> {
  const lottery = await findLottery(siteDb, input.id, true);
  const earlier = await drawByRequest(siteDb, lottery.id, userId, input.requestId);
  if (earlier) return outcomeOf(lottery, await finishDraw(siteDb, lottery, earlier));
  const now = nowSeconds();
  const state = lotteryState(lottery.opens_at, lottery.closes_at, now);
  if (state === 'pending') throw refuse('reservation.not-started', `抽奖尚未开始，${siteTime(timeZone, lottery.opens_at)} 开始`);
  if (state === 'closed') throw refuse('reservation.ended', '抽奖已结束');
  if ((await barredFromItem(siteDb, lottery.item_id, userId)) === 'audience') {
    throw refuse('reservation.audience', '你不在本次抽奖的参与范围内');
  }

  const id = newId();
  const value = drawValue(lottery.seed, id);
  const row: TDrawRow = {
    lottery_id: lottery.id,
    user_id: userId,
    period: periodNow(lottery.period, timeZone),
    id,
    request_id: input.requestId,
    value: String(value),
    drawn: prizeAt(value, prizesOf(lottery)),
    prize: '',
    note: '',
    claim_id: '',
    state: 'drawing',
    created: now,
  };
  const inserted = await siteDb.transaction((tx) =>
    tx
      .insertInto('lottery_draws', row)
      .onConflict((c) => c.doNothing())
      .executeTakeFirst(),
  );
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return outcomeOf(lottery, await finishDraw(siteDb, lottery, row));
  // A twin of this very request (sent again before the first answered) took the period: its outcome is the answer.
  const twin = await drawByRequest(siteDb, lottery.id, userId, input.requestId);
  if (twin) return outcomeOf(lottery, await finishDraw(siteDb, lottery, twin));
  throw refuse('lottery.already-drawn', lottery.period === 'daily' ? '你今天已经抽过了，明天再来吧' : '你已经参与过本次抽奖');
}
