import { z } from 'zod';
import { defineCall, signedIn } from '@quad/contracts/call';
import { okAnswer } from '@quad/contracts/shapes';

/**
 * The daily report as the original product served it (original-protocol.md §2.3): the flat records
 * scripts read (`info`/`def`, `oldInfo`) and the flat fields they post back. Fields are named by the
 * report form's params; which fields exist is the site's report design, so records are open objects.
 */

const ZFlatRecord = z.record(z.string(), z.unknown());

export const ZOriginalDay = z.object({
  info: ZFlatRecord.describe('今天的上报，未上报为骨架（id 为空）：id、uid、date（YYYYMMDD）、created、created_uid 与各字段'),
  oldInfo: ZFlatRecord.describe('上一次（之前某天）的上报，没有为 {}'),
  uinfo: z.object({ realname: z.string(), role: z.object({ number: z.string() }) }),
  date: z.string().describe('站点今天，如 2026-09-01'),
  hasFlag: z.number().int().describe('今天已上报为 1，否则为 0'),
});
export type TOriginalDay = z.output<typeof ZOriginalDay>;

const posted = (label: string) => z.unknown().optional().describe(label);

/**
 * What scripts post: the previous record with today's bookkeeping, flat. Only a few fields are named
 * here; every field of the site's report design is read by its param, and the rest is ignored.
 */
const ZFlatReport = z
  .object({
    geo_api_info: posted('定位结果（高德定位 JSON 字符串），必填'),
    area: posted('所在地区，省 市 区'),
    province: posted('省份'),
    city: posted('城市'),
    address: posted('详细地址'),
    tw: posted('体温档位编号'),
    sfzx: posted('今日是否在校（"0"/"1"）'),
    id: posted('忽略'),
    uid: posted('忽略'),
    date: posted('忽略（YYYYMMDD）'),
    created: posted('忽略'),
  })
  .loose();

export const getOriginalReport = signedIn.getOrPost(
  '/ncov/wap/default/get-info',
  '原接口：今天的上报或骨架（d.info）、上一次的上报（d.oldInfo）、本人（d.uinfo）、今天是否已报（d.hasFlag）',
  {
    aliases: ['/ncov/wap/fudan/get-info', '/buaaxsncov/wap/default/get-info'],
    output: ZOriginalDay,
  },
);

export const saveOriginalReport = defineCall({
  method: 'POST',
  alsoMethods: ['GET'],
  path: '/ncov/wap/default/save',
  aliases: ['/ncov/wap/fudan/save', '/buaaxsncov/wap/default/save'],
  summary: '原接口：提交今天的每日上报（扁平字段；每天一次，再次提交为“今天已经填报了”；复旦的 code 验证码字段不校验）',
  access: 'session',
  input: ZFlatReport,
  output: okAnswer,
  errors: [1],
});

/** UCAS/SCU: `d` is my latest report, flat with a dashed date, or `{}`. */
export const getDailyRecord = signedIn.getOrPost(
  '/ncov/api/default/daily',
  '原接口（国科大、川大）：最近一次上报（d，日期为 YYYY-MM-DD），没有为 {}',
  {
    input: z.object({ xgh: z.string().optional().describe('忽略'), app_id: z.string().optional().describe('忽略（学校标识）') }),
    output: ZFlatRecord,
  },
);

export const ONLY_TODAY = '只能填报今天的数据';

export const saveDailyRecord = signedIn.post(
  '/ncov/api/default/save',
  '原接口（国科大）：提交今天的每日上报（date 须为今天 YYYY-MM-DD，否则“只能填报今天的数据”）',
  {
    input: ZFlatReport.extend({ date: posted('上报日期 YYYY-MM-DD，须为今天'), app_id: posted('忽略（学校标识）') }),
    output: okAnswer,
    errors: [1],
  },
);
