import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { audiencePicks, ZAudienceChoices } from '@quad/contracts/records';
import { idAnswer, okAnswer } from '@quad/contracts/shapes';
import { ZLotteryPeriod, ZLotteryState, ZPrize } from './contract';
import { CHANCE_SCALE, MAX_PRIZES } from './rules';

const managers = callsFor({ app: 'lottery', module: 'manage' });

/** A lottery in the console's list, with its live counts. */
export const ZManagedLottery = z.object({
  id: z.string(),
  title: z.string(),
  state: ZLotteryState,
  published: z.boolean(),
  period: ZLotteryPeriod,
  opensAt: z.number(),
  closesAt: z.number(),
  prizes: z.number(),
  draws: z.number(),
  winners: z.number(),
  created: z.number(),
});
export type TManagedLottery = z.infer<typeof ZManagedLottery>;

export const listManagedLotteries = managers.getOrPost('/lottery/api/manage/list', '抽奖管理：全部抽奖活动及实时抽奖、中奖人数', {
  input: pagedInput({ keyword: optionalText('标题', 50) }),
  output: pageOf(ZManagedLottery),
});

const ZPrizeInput = z.object({
  key: z.string().max(20).optional().describe('不填为新奖项'),
  name: text('奖项名称', 30),
  count: int('奖品数量', 1, 100_000),
  chance: int('中奖概率（‰）', 1, CHANCE_SCALE),
});

export const ZLotterySettings = z.object({
  title: text('抽奖标题', 60),
  description: optionalText('抽奖说明', 2000),
  period: ZLotteryPeriod.default('once').describe('抽奖次数：once 整个活动每人一次，daily 每人每天一次'),
  opensAt: unixSeconds('开始时间'),
  closesAt: unixSeconds('截止时间'),
  prizes: z
    .array(ZPrizeInput, { error: '请设置奖项' })
    .min(1, '至少设置一个奖项')
    .max(MAX_PRIZES, `最多${MAX_PRIZES}个奖项`)
    .describe('奖项'),
  all: flag('全体可参与'),
  ...audiencePicks,
});
export type TLotterySettings = z.output<typeof ZLotterySettings>;

export const saveLottery = managers.post('/lottery/api/manage/save', '新建或修改抽奖（已有人抽奖后不能增删奖项、修改概率或抽奖次数）', {
  encoding: 'json',
  input: ZLotterySettings.extend({ id: z.string().max(40).optional().describe('不填为新建') }),
  output: idAnswer,
  errors: [1, 10004],
});

export const ZManagedLotteryDetail = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  state: ZLotteryState,
  published: z.boolean(),
  period: ZLotteryPeriod,
  opensAt: z.number(),
  closesAt: z.number(),
  prizes: z.array(ZPrize),
  draws: z.number(),
  all: z.boolean(),
  departments: z.array(z.string()),
  classes: z.array(z.string()),
  roles: z.array(z.string()),
  people: z.array(z.string()),
  seedHash: z.string(),
});
export type TManagedLotteryDetail = z.infer<typeof ZManagedLotteryDetail>;

export const managedLotteryDetail = managers
  .about(recordId('抽奖'))
  .getOrPost('/lottery/api/manage/detail', '抽奖设置、奖品剩余与抽奖人数', {
    output: ZManagedLotteryDetail,
  });

export const publishLottery = managers
  .about(recordId('抽奖'))
  .post('/lottery/api/manage/publish', '发布抽奖（发布后参与人可见；种子摘要已公示）', {
    output: okAnswer,
  });

export const lotteryAudienceOptions = managers.getOrPost('/lottery/api/manage/audience', '可选的参与对象（部门、班级、角色）', {
  output: ZAudienceChoices,
});

/** The Excel file of one lottery's draws (`?id=`): every draw with the person's real name and number, winners first. */
export const LOTTERY_EXPORT_PATH = '/lottery/api/manage/export';
export const ZLotteryExportQuery = z.object({ id: recordId('抽奖') });
