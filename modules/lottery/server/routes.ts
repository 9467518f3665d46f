import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { audienceChoices } from '@quad/platform/server/identity/audience';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { drawLottery, listLotteryDraws, listMyLotteries, lotteryDetail } from '../contract';
import {
  listManagedLotteries,
  LOTTERY_EXPORT_PATH,
  lotteryAudienceOptions,
  managedLotteryDetail,
  publishLottery,
  saveLottery,
  ZLotteryExportQuery,
} from '../contract-manage';
import { writeLotteryDraws } from './export';
import { drawOnce } from './service-draw';
import { lotteryForManager, managedLotteries, publish, saveLotterySettings } from './service-manage';
import { lotteryForPlayer, myLotteries, publicDraws } from './service-read';
import { drawCounts, findLottery } from './store';

/** Draws one person may send a minute: a hand taps a few times; a script is stopped here. */
const PER_PERSON_PER_MINUTE = 30;
/** Draws one address may send a minute: a campus NAT carries many people, a bot farm more. */
const PER_ADDRESS_PER_MINUTE = 600;

export function registerLotteryRoutes(app: FastifyInstance, platform: TPlatform): void {
  const perPerson = new WindowLimiter(platform.counters, 'lottery-person', PER_PERSON_PER_MINUTE, 60_000);
  const perAddress = new WindowLimiter(platform.counters, 'lottery-address', PER_ADDRESS_PER_MINUTE, 60_000);

  registerCall(app, listMyLotteries, ({ input, siteDb, site, userId }) => myLotteries(siteDb, site.settings.timeZone, userId, input));
  registerCall(app, lotteryDetail, ({ input, siteDb, site, userId }) => lotteryForPlayer(siteDb, site.settings.timeZone, userId, input.id));
  registerCall(app, drawLottery, async ({ input, siteDb, site, userId, request }) => {
    await perPerson.hit(`${site.id}|${userId}`, '抽奖太频繁，请稍后再试');
    await perAddress.hit(`${site.id}|${request.ip}`, '抽奖太频繁，请稍后再试');
    return drawOnce(siteDb, site.settings.timeZone, userId, input);
  });
  registerCall(app, listLotteryDraws, ({ input, siteDb }) => publicDraws(siteDb, input));

  registerCall(app, listManagedLotteries, ({ input, siteDb }) => managedLotteries(siteDb, input));
  registerCall(app, managedLotteryDetail, ({ input, siteDb }) => lotteryForManager(siteDb, input.id));
  registerCall(app, saveLottery, ({ input, siteDb, userId, request }) => saveLotterySettings(siteDb, userId, request, input));
  registerCall(app, publishLottery, async ({ input, siteDb, userId, request }) => {
    await publish(siteDb, userId, request, input.id);
    return {};
  });
  registerCall(app, lotteryAudienceOptions, ({ siteDb }) => audienceChoices(siteDb));

  registerExport(app, {
    path: LOTTERY_EXPORT_PATH,
    summary: '导出抽奖结果为 Excel（每次抽奖的姓名、学工号、结果，中奖在前）',
    access: { app: 'lottery', module: 'manage' },
    query: ZLotteryExportQuery,
    prepare: async ({ siteDb, site }, { id }) => {
      const lottery = await findLottery(siteDb, id);
      return {
        fileName: `抽奖结果-${lottery.title}.xlsx`,
        count: async () => (await drawCounts(siteDb, [id])).get(id)?.draws ?? 0,
        write: (book) => writeLotteryDraws(siteDb, id, site.settings.timeZone, book),
      };
    },
  });
}
