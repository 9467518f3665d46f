import { z } from 'zod';
import { get, getOrPost, post } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';

const GATE = { app: 'ncov', module: 'gate' } as const;
const MANAGE = { app: 'ncov', module: 'manager' } as const;

export const ZColour = z.enum(['green', 'yellow', 'red']).describe('码颜色');
export type TColour = z.infer<typeof ZColour>;

export const getMyCode = getOrPost('/ncov/api/code/mine', '我的健康码：颜色、原因和每60秒更换、由服务器签名的二维码', {
  access: 'session',
  input: z.object({}),
  output: z.object({
    colour: ZColour,
    reasons: z.array(z.string()).describe('黄码或红码的原因'),
    token: z.string().describe('二维码内容（签名，90秒内有效）'),
    svg: z.string().describe('二维码图片（SVG）'),
    issuedAt: z.number(),
    refreshIn: z.number().describe('距下次更换的秒数'),
    realname: z.string(),
    number: z.string(),
    deptName: z.string(),
  }),
});

export const ZScanResult = z.object({
  allowed: z.boolean(),
  colour: ZColour,
  realname: z.string(),
  number: z.string(),
  deptName: z.string(),
  message: z.string(),
});
export type TScanResult = z.infer<typeof ZScanResult>;

export const verifyCode = post('/ncov/api/code/verify', '门岗扫码核验：检查签名、时间和当前颜色，记录通行', {
  access: GATE,
  input: z.object({ token: text('二维码', 300), gate: optionalText('通道', 40) }),
  output: ZScanResult,
});

export const listPassages = get('/ncov/api/code/passages', '今天的扫码通行记录（最新在前）', {
  access: GATE,
  input: z.object({}),
  output: z.object({
    list: z.array(z.object({ id: z.string(), realname: z.string(), number: z.string(), colour: ZColour, allowed: z.boolean(), gate: z.string(), created: z.number() })),
  }),
});

export const ZVaccineRow = z.object({
  id: z.string(),
  name: z.string(),
  people: z.number(),
  reported: z.number().describe('近30天有上报的人数'),
  vaccinated: z.number(),
  negative: z.number(),
  positive: z.number(),
  pending: z.number(),
  untested: z.number(),
});
export type TVaccineRow = z.infer<typeof ZVaccineRow>;

export const getVaccineStats = get('/ncov/api/code/vaccine-stats', '疫苗接种与核酸检测统计（按院系，取每人近30天最新一次上报）', {
  access: MANAGE,
  input: z.object({}),
  output: z.object({ rows: z.array(ZVaccineRow), total: ZVaccineRow }),
});
