import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows } from '@quad/platform/server/db/paging';
import { nowSeconds } from '@quad/platform/server/ids';
import { reservationStatuses } from '@quad/reservation-engine/server';
import type { TLotteryDetail, TLotteryItem, TPublicDraw } from '../contract';
import { lotteryState } from '../rules';
import { maskName } from './fairness';
import { finishDraw, outcomeOf } from './service-draw';
import { drawsOf, findLottery, periodNow, prizesOf, type TLotteryRow } from './store';

type TPage = { page: number; size: number };

const STATE_ORDER = { open: 0, pending: 1, closed: 2 } as const;

const listed = (row: TLotteryRow): TLotteryRow => ({ ...row, opens_at: Number(row.opens_at), closes_at: Number(row.closes_at) });

/**
 * 抽奖: the published lotteries whose audience takes me in, the open ones first, each with whether I
 * drew in this period and the prizes left (the engine's count, at most a second old).
 */
export async function myLotteries(
  siteDb: SiteDb,
  timeZone: string,
  userId: string,
  input: TPage,
): Promise<{ list: TLotteryItem[]; total: number }> {
  const rows = (
    await siteDb.selectFrom('lottery_lotteries').selectAll().where('published', '=', 1).orderBy('closes_at', 'desc').limit(500).execute()
  ).map(listed);
  const statuses = await reservationStatuses(
    siteDb,
    rows.map((r) => r.item_id),
    userId,
  );
  const draws = await drawsOf(
    siteDb,
    rows.map((r) => r.id),
    userId,
  );
  const now = nowSeconds();
  const list: TLotteryItem[] = [];
  for (const row of rows) {
    const status = statuses.get(row.item_id);
    if (!status || status.barred === 'audience') continue;
    const period = periodNow(row.period, timeZone);
    list.push({
      id: row.id,
      title: row.title,
      state: lotteryState(row.opens_at, row.closes_at, now),
      period: row.period,
      opensAt: row.opens_at,
      closesAt: row.closes_at,
      drawn: draws.some((d) => d.lottery_id === row.id && d.period === period),
      remaining: status.remaining,
    });
  }
  list.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
  return { list: list.slice((input.page - 1) * input.size, input.page * input.size), total: list.length };
}

/** One published lottery for me: prizes and what is left, my draws (finishing one a request left half way), the seed's digest, the seed once closed. */
export async function lotteryForPlayer(siteDb: SiteDb, timeZone: string, userId: string, id: string): Promise<TLotteryDetail> {
  const row = await findLottery(siteDb, id, true);
  const status = (await reservationStatuses(siteDb, [row.item_id], userId)).get(row.item_id)!;
  const mine = await Promise.all(
    (await drawsOf(siteDb, [row.id], userId)).map((d) => finishDraw(siteDb, row, { ...d, created: Number(d.created) })),
  );
  const state = lotteryState(row.opens_at, row.closes_at, nowSeconds());
  const period = periodNow(row.period, timeZone);
  const drawn = mine.some((d) => d.period === period);
  const barred = status.barred === 'audience';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    state,
    period: row.period,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    drawn,
    remaining: status.remaining,
    prizes: prizesOf(row).map((p) => {
      const zone = status.zones.find((z) => z.key === p.key);
      return { key: p.key, name: p.name, chance: p.chance, count: zone?.capacity ?? 0, remaining: zone?.remaining ?? 0 };
    }),
    canDraw: state === 'open' && !drawn && !barred,
    barred,
    mine: mine.map((d) => outcomeOf(row, d)),
    seedHash: row.seed_hash,
    seed: state === 'closed' ? row.seed : '',
  };
}

/**
 * 中奖公示: a published lottery's winners (or, with `all`, every draw) in the order drawn, names masked,
 * each with its random value and the prize it fell on, so that once the seed is revealed anyone can
 * recompute the outcomes.
 */
export async function publicDraws(
  siteDb: SiteDb,
  input: TPage & { id: string; all: boolean },
): Promise<{ list: TPublicDraw[]; total: number }> {
  const lottery = await findLottery(siteDb, input.id, true);
  let base = siteDb
    .selectFrom('lottery_draws')
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'lottery_draws.site_id').onRef('users.id', '=', 'lottery_draws.user_id'))
    .where('lottery_draws.lottery_id', '=', lottery.id)
    .where('lottery_draws.state', '=', 'done');
  if (!input.all) base = base.where('lottery_draws.prize', '!=', '');
  const { rows, total } = await pagedRows(base, input, (q) =>
    q.selectAll('lottery_draws').select('users.realname').orderBy('lottery_draws.created').orderBy('lottery_draws.id'),
  );
  return {
    total,
    list: rows.map((r) => ({
      ...outcomeOf(lottery, r),
      name: maskName(r.realname ?? ''),
      drawn: r.drawn,
      value: Number(r.value),
    })),
  };
}
