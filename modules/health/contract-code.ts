import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';
import { listOf } from '@quad/contracts/shapes';

const gatekeepers = callsFor({ app: 'ncov', module: 'gate' });
const managers = callsFor({ app: 'ncov', module: 'manager' });

export const ZColour = z.enum(['green', 'yellow', 'red']).describe('码颜色');
export type TColour = z.infer<typeof ZColour>;

/** Whose code it is, as its owner and the gate see them. */
const holder = { realname: z.string(), number: z.string(), deptName: z.string() };

export const getMyCode = signedIn.getOrPost('/ncov/api/code/mine', '我的健康码：颜色、原因和每60秒更换、由服务器签名的二维码', {
  output: z.object({
    colour: ZColour,
    reasons: z.array(z.string()).describe('黄码或红码的原因'),
    token: z.string().describe('二维码内容（签名，90秒内有效）'),
    svg: z.string().describe('二维码图片（SVG）'),
    issuedAt: z.number(),
    refreshIn: z.number().describe('距下次更换的秒数'),
    ...holder,
  }),
});

export const ZScanResult = z.object({
  allowed: z.boolean(),
  colour: ZColour,
  ...holder,
  message: z.string(),
});
export type TScanResult = z.infer<typeof ZScanResult>;

export const verifyCode = gatekeepers.post('/ncov/api/code/verify', '门岗扫码核验：检查签名、时间和当前颜色，记录通行', {
  input: z.object({ token: text('二维码', 300), gate: optionalText('通道', 40) }),
  output: ZScanResult,
});

export const listPassages = gatekeepers.get('/ncov/api/code/passages', '今天的扫码通行记录（最新在前）', {
  output: listOf(z.object({ id: z.string(), realname: z.string(), number: z.string(), colour: ZColour, allowed: z.boolean(), gate: z.string(), created: z.number() })),
});

/** What the vaccine statistics count per department: its people, who reported in 30 days, who is vaccinated, and the latest test by result. */
export const VACCINE_COUNTS = ['people', 'reported', 'vaccinated', 'negative', 'positive', 'pending', 'untested'] as const;
export type TVaccineCount = (typeof VACCINE_COUNTS)[number];
const counts = Object.fromEntries(VACCINE_COUNTS.map((count) => [count, z.number()])) as Record<TVaccineCount, z.ZodNumber>;

export const ZVaccineRow = z.object({ id: z.string(), name: z.string(), ...counts, reported: z.number().describe('近30天有上报的人数') });
export type TVaccineRow = z.infer<typeof ZVaccineRow>;

export const getVaccineStats = managers.get('/ncov/api/code/vaccine-stats', '疫苗接种与核酸检测统计（按院系，取每人近30天最新一次上报）', {
  output: z.object({ rows: z.array(ZVaccineRow), total: ZVaccineRow }),
});
