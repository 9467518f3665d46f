import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { siteDay } from '@quad/platform/server/time';
import type { TLotteryPeriod } from '../rules';
import type { LotteryDrawsTable, LotteryLotteriesTable } from './schema';

export type TLotteryRow = Omit<LotteryLotteriesTable, 'site_id'>;
export type TDrawRow = Omit<LotteryDrawsTable, 'site_id'>;
/** A prize as the lottery keeps it: its band's chance in ‰; its count is the engine's zone. */
export type TPrizeRule = { key: string; name: string; chance: number };

/** A lottery of this site, or "not found" (another site's id included); `published` leaves drafts out. */
export async function findLottery(siteDb: SiteDb, id: string, published = false): Promise<TLotteryRow> {
  let query = siteDb.selectFrom('lottery_lotteries').selectAll().where('id', '=', id);
  if (published) query = query.where('published', '=', 1);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('抽奖不存在');
  return {
    ...row,
    opens_at: Number(row.opens_at),
    closes_at: Number(row.closes_at),
    created: Number(row.created),
    updated: Number(row.updated),
  };
}

export const prizesOf = (row: Pick<TLotteryRow, 'prizes_json'>): TPrizeRule[] => JSON.parse(row.prizes_json) as TPrizeRule[];

/** The period a draw now falls in: `all` on a once-only lottery, else the site's day. */
export const periodNow = (period: TLotteryPeriod, timeZone: string): string => (period === 'daily' ? siteDay(timeZone) : 'all');

export const drawByRequest = (siteDb: SiteDb, lotteryId: string, userId: string, requestId: string) =>
  siteDb
    .selectFrom('lottery_draws')
    .selectAll()
    .where('lottery_id', '=', lotteryId)
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

/** A person's draws on some lotteries, newest first. */
export const drawsOf = (siteDb: SiteDb, lotteryIds: string[], userId: string) =>
  lotteryIds.length === 0
    ? Promise.resolve([])
    : siteDb
        .selectFrom('lottery_draws')
        .selectAll()
        .where('lottery_id', 'in', lotteryIds)
        .where('user_id', '=', userId)
        .orderBy('created', 'desc')
        .orderBy('id', 'desc')
        .execute();

/** Draws and winners per lottery. */
export async function drawCounts(siteDb: SiteDb, lotteryIds: string[]): Promise<Map<string, { draws: number; winners: number }>> {
  const counts = new Map<string, { draws: number; winners: number }>();
  if (lotteryIds.length === 0) return counts;
  const rows = await siteDb
    .selectFrom('lottery_draws')
    .select([
      'lottery_id',
      (eb) => eb.fn.countAll<number>().as('draws'),
      (eb) => eb.fn.sum<number>(eb.case().when('prize', '!=', '').then(1).else(0).end()).as('winners'),
    ])
    .where('lottery_id', 'in', lotteryIds)
    .groupBy('lottery_id')
    .execute();
  for (const r of rows) counts.set(r.lottery_id, { draws: Number(r.draws), winners: Number(r.winners ?? 0) });
  return counts;
}
