import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import { findLottery, prizesOf } from './store';

/** Draws read per page while the file is written. */
const PAGE = 500;

/**
 * 抽奖结果.xlsx for the office that hands out the prizes: every finished draw with the person's name
 * and number in full, winners first, each with its value (the public list's, to check against).
 */
export async function writeLotteryDraws(siteDb: SiteDb, lotteryId: string, timeZone: string, book: TWorkbookOut): Promise<void> {
  const lottery = await findLottery(siteDb, lotteryId);
  const names = new Map(prizesOf(lottery).map((p) => [p.key, p.name]));
  const sheet = book.sheet('抽奖结果', ['姓名', '学工号', '结果', '抽奖时间', '抽奖编号', '随机数']);
  for (let offset = 0; ; offset += PAGE) {
    const rows = await siteDb
      .selectFrom('lottery_draws')
      .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'lottery_draws.site_id').onRef('users.id', '=', 'lottery_draws.user_id'))
      .select(['lottery_draws.id', 'lottery_draws.prize', 'lottery_draws.created', 'lottery_draws.value', 'users.realname', 'users.number'])
      .where('lottery_draws.lottery_id', '=', lotteryId)
      .where('lottery_draws.state', '=', 'done')
      .orderBy((eb) => eb.case().when('lottery_draws.prize', '=', '').then(1).else(0).end())
      .orderBy('lottery_draws.created')
      .orderBy('lottery_draws.id')
      .limit(PAGE)
      .offset(offset)
      .execute();
    for (const r of rows)
      sheet.add([r.realname ?? '', r.number ?? '', names.get(r.prize) ?? '未中奖', siteTime(timeZone, Number(r.created)), r.id, r.value]);
    if (!(await book.page(rows.length)) || rows.length < PAGE) return;
  }
}
