import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { flag, recordId } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId } from '@quad/contracts/records';
import { LOTTERY_PERIODS, LOTTERY_STATES } from './rules';

export const ZLotteryState = z.enum(LOTTERY_STATES);
export const ZLotteryPeriod = z.enum(LOTTERY_PERIODS);

/** Why a draw is refused, for pages to act on (`d.reason`): the engine's, and 今日已抽/已参与. */
export const LOTTERY_REASONS = ['reservation.not-started', 'reservation.ended', 'reservation.audience', 'lottery.already-drawn'] as const;

/** A prize as people see it: its chance in ‰ and what is left of its count. */
export const ZPrize = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number(),
  remaining: z.number(),
  /** Parts per thousand. */
  chance: z.number(),
});
export type TPrize = z.infer<typeof ZPrize>;

/** A lottery in the phone's list. */
export const ZLotteryItem = z.object({
  id: z.string(),
  title: z.string(),
  state: ZLotteryState,
  period: ZLotteryPeriod,
  opensAt: z.number(),
  closesAt: z.number(),
  /** Whether I have drawn in the current period (today, on a daily lottery). */
  drawn: z.boolean(),
  /** Prizes left over all prizes. */
  remaining: z.number(),
});
export type TLotteryItem = z.infer<typeof ZLotteryItem>;

/** One draw's outcome: `prize` '' is 未中奖. */
export const ZDrawOutcome = z.object({
  id: z.string(),
  prize: z.string(),
  prizeName: z.string(),
  created: z.number(),
});
export type TDrawOutcome = z.infer<typeof ZDrawOutcome>;

export const ZLotteryDetail = ZLotteryItem.extend({
  description: z.string(),
  prizes: z.array(ZPrize),
  /** Whether I may draw now: open, in its audience, not yet drawn in this period. */
  canDraw: z.boolean(),
  /** Outside the lottery's audience. */
  barred: z.boolean(),
  /** My draws, newest first. */
  mine: z.array(ZDrawOutcome),
  /** sha256 of the seed, published from the start; the seed itself once the lottery has closed ('' before). */
  seedHash: z.string(),
  seed: z.string(),
});
export type TLotteryDetail = z.infer<typeof ZLotteryDetail>;

/** One recorded draw in the public list: the name masked (张*三), the random value and what it fell on. */
export const ZPublicDraw = z.object({
  id: z.string(),
  name: z.string(),
  /** The prize the value fell on ('' 未中奖), and the prize given: '' too when that prize had run out. */
  drawn: z.string(),
  prize: z.string(),
  prizeName: z.string(),
  value: z.number(),
  created: z.number(),
});
export type TPublicDraw = z.infer<typeof ZPublicDraw>;

export const listMyLotteries = signedIn.getOrPost('/lottery/api/list', '我可以参加的抽奖（进行中在前）', {
  input: pagedInput(),
  output: pageOf(ZLotteryItem),
});

export const lotteryDetail = signedIn
  .about(recordId('抽奖'))
  .getOrPost('/lottery/api/detail', '抽奖详情：奖项与剩余数量、我的抽奖记录、种子承诺', {
    output: ZLotteryDetail,
  });

export const drawLottery = signedIn.post('/lottery/api/draw', '抽奖（每人每期一次；同一请求号重试答同一结果）', {
  encoding: 'json',
  input: z.object({ id: recordId('抽奖'), requestId }),
  output: ZDrawOutcome,
  errors: [1, 10004, 10029],
  reasons: [...LOTTERY_REASONS],
});

export const listLotteryDraws = signedIn.getOrPost(
  '/lottery/api/draws',
  '抽奖公示：中奖名单（姓名打码），或全部抽奖记录及随机数，供结束后用公布的种子核验',
  {
    input: pagedInput({ id: recordId('抽奖'), all: flag('全部记录').default(false) }, { maxSize: 200 }),
    output: pageOf(ZPublicDraw),
    errors: [10004],
  },
);
