import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';
import { okAnswer } from '@quad/contracts/shapes';

/** Settings are the school health office's: the manager role page holds them. */
const managers = callsFor({ app: 'ncov', module: 'manager' });

const clock = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, `${label}应为“时:分”，如 08:30`)
    .transform((v) => v.padStart(5, '0'))
    .describe(label);

/** Zero-padded `HH:MM` compare as strings. */
const before = (a: string, b: string) => a.padStart(5, '0') < b.padStart(5, '0');

export const ZCheckSlot = z
  .object({ name: text('时段名称', 20), start: clock('开始时间'), end: clock('结束时间') })
  .refine((s) => before(s.start, s.end), { message: '结束时间应晚于开始时间', path: ['end'] });

/** A report group: a part of the school with its own deadline (manager-time) and reminders. */
export const ZReportGroup = z.object({
  id: text('分组编号', 40),
  name: text('分组名称', 40),
  departments: z.array(z.string().max(64)).max(500).describe('院系或班级编号'),
  deadline: clock('截止时间').optional(),
});

/** A health-code rule: a recent report answering `param` with one of `values` gives `colour`. */
export const ZCodeRule = z.object({
  colour: z.enum(['red', 'yellow'], { error: '颜色应为红或黄' }).describe('码颜色'),
  param: text('接口字段名', 40),
  values: z.array(z.string().max(20)).min(1, '请至少选择一个取值').max(20),
  days: z.number().int().min(1, '天数至少为1').max(30, '天数最多为30').describe('最近几天的上报'),
  label: optionalText('说明', 60),
});

/** A path the daily report also answers at (`buaaxsncov/wap/default`): get-info and save under it. */
const aliasPath = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}\/wap\/[A-Za-z][A-Za-z0-9_-]{0,39}$/, '别名应为“模块/wap/控制器”，如 buaaxsncov/wap/default');

const windowShape = {
  /** The daily report is open between these times of the site's day. */
  openFrom: clock('开放时间'),
  openUntil: clock('关闭时间'),
  /** manager-time: after this, who has not reported counts as late. */
  deadline: clock('截止时间'),
  /** When the daily reminder goes out ('' = no scheduled reminder). */
  remindAt: z.union([z.literal(''), clock('提醒时间')]).describe('每日提醒时间'),
};

export const ZHealthSettings = z
  .object({
    ...windowShape,
    /** Temperature band index from which a report counts as fever (bands are the form's `tw` options). */
    feverFrom: z.number().int().min(0).max(20).describe('发热起始档位'),
    checkTitle: text('晨午晚检标题', 40),
    checkDesc: optionalText('晨午晚检说明', 500),
    checkSlots: z.array(ZCheckSlot).min(1, '请至少设置一个时段').max(6, '最多6个时段'),
    aliases: z.array(aliasPath).max(20).describe('每日上报的兼容路径'),
    groups: z.array(ZReportGroup).max(50),
    codeRules: z.array(ZCodeRule).max(20),
    /** Days without a report after which the code turns yellow (0 = never). */
    missingDaysYellow: z.number().int().min(0).max(30).describe('未上报几天变黄码'),
  })
  .refine((s) => before(s.openFrom, s.openUntil), { message: '关闭时间应晚于开放时间', path: ['openUntil'] });
export type THealthSettings = z.output<typeof ZHealthSettings>;

export const DEFAULT_HEALTH_SETTINGS: THealthSettings = {
  openFrom: '00:00',
  openUntil: '23:59',
  deadline: '14:00',
  remindAt: '10:00',
  feverFrom: 4,
  checkTitle: '晨午晚检',
  checkDesc: '请在每个时段内如实上报体温和健康状况',
  checkSlots: [
    { name: '晨检', start: '06:00', end: '12:00' },
    { name: '午检', start: '12:01', end: '18:00' },
    { name: '晚检', start: '18:01', end: '23:30' },
  ],
  aliases: [],
  groups: [],
  codeRules: [
    { colour: 'red', param: 'sfcxtz', values: ['1'], days: 14, label: '近14天出现症状' },
    { colour: 'red', param: 'jcjgqr', values: ['2'], days: 14, label: '近14天核酸阳性' },
    { colour: 'yellow', param: 'sfjcbh', values: ['1'], days: 14, label: '近14天接触疑似或确诊人员' },
    { colour: 'yellow', param: 'sfcyglq', values: ['1'], days: 7, label: '处于隔离期' },
  ],
  missingDaysYellow: 3,
};

/** The settings with the forms they are about: the daily report's and the base profile's numbers. */
export const ZHealthSetup = z.object({
  settings: ZHealthSettings,
  reportFormNo: z.number().int().describe('每日上报表单编号'),
  baseFormNo: z.number().int().describe('基本信息表单编号'),
});

export const getHealthSettings = managers.get(
  '/ncov/api/settings/get',
  '健康上报设置（开放时间、截止时间、提醒、晨午晚检时段、分组、健康码规则、兼容路径）',
  {
    output: ZHealthSetup,
  },
);

export const saveHealthSettings = managers.post('/ncov/api/settings/save', '保存健康上报设置', {
  encoding: 'json',
  input: z.object({ settings: ZHealthSettings }),
  output: okAnswer,
});
