import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { okAnswer } from '@quad/contracts/shapes';

/**
 * The three-checks-a-day report (晨午晚检) as the original product served it: module `xisuncov`,
 * controller `open-report` (original-protocol.md §2.4). One answer per person, day and slot; the
 * slots are the site's `checkSlots` setting.
 */

/** Original clients post what they read back: '' and null mean "not answered". */
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A code as the clients send it: `"0"`/`"1"` strings, or numbers from JSON bodies; kept as a string. */
const code = (label: string, max: number) =>
  z
    .preprocess(
      blankIsAbsent,
      z
        .union([z.number().int(), z.string().trim().regex(/^\d{1,2}$/)], { error: `${label}格式不正确` })
        .transform(String)
        .refine((v) => Number(v) <= max, `${label}格式不正确`)
        .optional(),
    )
    .describe(label);

const words = (label: string, max: number) =>
  z.preprocess(blankIsAbsent, z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}不能超过${max}个字`).optional()).describe(label);

/** AMap's geolocation result (§2.6): a JSON object, sent as a string in a form field (or as an object in JSON); stored as text. */
const geoInfo = z
  .preprocess(
    blankIsAbsent,
    z
      .union([z.string().max(8000, '定位信息太长'), z.record(z.string(), z.unknown()).transform((o) => JSON.stringify(o))], { error: '定位信息格式不正确，请重新定位' })
      .refine(isJsonObject, '定位信息格式不正确，请重新定位')
      .optional(),
  )
  .describe('定位信息');

function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return !!parsed && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/**
 * One check's answer. Only the temperature is required (BJUT's clients posted `tw` alone); `tw` is the
 * temperature band index of the daily report (0–8 at Xidian, up to 20 elsewhere).
 */
export const ZCheckAnswer = z.object({
  tw: z
    .union([z.number().int(), z.string({ error: '请选择体温' }).trim().regex(/^\d{1,2}$/, '体温应为体温档位编号')], { error: '请选择体温' })
    .transform(String)
    .refine((v) => Number(v) <= 20, '体温应为体温档位编号')
    .describe('体温档位'),
  sfzx: code('是否在校', 1),
  sfcyglq: code('是否处于隔离期', 1),
  sfyzz: code('是否有症状', 1),
  askforleave: code('是否请假外出', 1),
  ymtys: code('一码通颜色', 2),
  area: words('所在地区', 200),
  city: words('城市', 100),
  province: words('省份', 100),
  address: words('详细地址', 200),
  qtqk: words('其他情况', 500),
  geo_api_info: geoInfo,
});
export type TCheckAnswer = z.output<typeof ZCheckAnswer>;

/** The answer fields, in the order `d.info` shows them. */
export const CHECK_PARAMS = ['tw', 'sfzx', 'area', 'city', 'province', 'address', 'geo_api_info', 'sfcyglq', 'sfyzz', 'qtqk', 'askforleave', 'ymtys'] as const;

const answered = z.string().describe('答案，未答为空');

/** A stored check as the original `d.info`: the answer ('' when unanswered) plus bookkeeping that clients drop before re-posting. */
export const ZCheckInfo = z.object({
  tw: answered,
  sfzx: answered,
  area: answered,
  city: answered,
  province: answered,
  address: answered,
  geo_api_info: answered,
  sfcyglq: answered,
  sfyzz: answered,
  qtqk: answered,
  askforleave: answered,
  ymtys: answered,
  date: z.string().describe('日期 YYYYMMDD'),
  flag: z.number().describe('第几个时段（从1起）'),
  uid: z.string(),
  creator: z.string().describe('姓名'),
  created: z.number().describe('上报时间（秒）'),
  id: z.string(),
});
export type TCheckInfo = z.output<typeof ZCheckInfo>;

export const ZCheckSlotState = z.object({
  name: z.string(),
  start: z.string().describe('开始时间 HH:MM'),
  end: z.string().describe('结束时间 HH:MM'),
  done: z.boolean().describe('今天这个时段已上报'),
});
export type TCheckSlotState = z.output<typeof ZCheckSlotState>;

export const ZCheckIndex = z.object({
  info: z.union([ZCheckInfo, z.object({}).strict()]).describe('当前时段的上报，未上报为 {}'),
  date: z.string().describe('当前时段名称，不在任何时段为空'),
  ontime: z.boolean().describe('现在处于某个时段内'),
  realonly: z.boolean().describe('当前时段已上报（只读）'),
  day: z.string().describe('站点今天，如 2026-09-01'),
  slots: z.array(ZCheckSlotState),
  title: z.string(),
  desc: z.string(),
});
export type TCheckIndex = z.output<typeof ZCheckIndex>;

export const getCheckIndex = signedIn.getOrPost(
  '/xisuncov/wap/open-report/index',
  '原接口：晨午晚检当前时段（d.info 本时段的上报，d.ontime 是否在时段内，d.realonly 是否已报）',
  {
    output: ZCheckIndex,
  },
);

export const ZCheckSetting = z.object({
  amstart: z.string(),
  amend: z.string(),
  pmstart: z.string(),
  pmend: z.string(),
  image: z.string(),
  title: z.string(),
  desc: z.string(),
  slots: z.array(ZCheckSlotState.omit({ done: true })),
});
export type TCheckSetting = z.output<typeof ZCheckSetting>;

export const getCheckSetting = signedIn.getOrPost(
  '/xisuncov/wap/open-report/get-setting',
  '原接口：晨午晚检设置（上午、下午时段，标题、说明，全部时段）',
  {
    output: ZCheckSetting,
  },
);

/** Replies of a refused save: in a slot already reported, or outside every slot. */
export const CHECK_TAKEN = '您已上报过';
export const CHECK_CLOSED = '未到上报时间';

export const saveCheck = signedIn.post('/xisuncov/wap/open-report/save', '原接口：提交本时段的晨午晚检（每个时段一次；只填体温也可以）', {
  input: ZCheckAnswer,
  output: okAnswer,
  errors: [1],
});
