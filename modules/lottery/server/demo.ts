import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { publish, writeLottery } from './service-manage';

const DAY = 86_400;

/**
 * A demo site's lottery: an open daily one for everyone, made and published by the admin account,
 * with three prizes whose chances leave most draws 未中奖.
 */
export async function seedLotteryDemo(siteDb: SiteDb): Promise<void> {
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const now = nowSeconds();
  const { id } = await siteDb.transaction((tx) =>
    writeLottery(tx, admin.id, {
      title: '校庆幸运大抽奖',
      description: '庆祝建校周年，每人每天可抽奖一次，奖品数量有限，抽完即止。中奖名单和抽奖种子在活动结束后公示，可自行核验。',
      period: 'daily',
      opensAt: now - DAY,
      closesAt: now + 14 * DAY,
      prizes: [
        { name: '一等奖：蓝牙耳机', count: 3, chance: 5 },
        { name: '二等奖：校庆纪念徽章', count: 30, chance: 50 },
        { name: '三等奖：食堂10元餐券', count: 200, chance: 200 },
      ],
      all: true,
      departments: [],
      classes: [],
      roles: [],
      people: [],
    }),
  );
  await publish(siteDb, admin.id, undefined, id);
}
