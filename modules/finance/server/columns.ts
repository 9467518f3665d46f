import { z } from 'zod';

/** A cell as text: a file's numbers and an API's numbers alike; empty is absent. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() === '' ? undefined : value);

export const required = (title: string, max: number) =>
  z.preprocess(asText, z.string({ error: `请填写${title}` }).trim().min(1, `请填写${title}`).max(max, `${title}不能超过${max}个字`)).describe(title);

export const optional = (title: string, max: number) =>
  z.preprocess(asText, z.string({ error: `${title}格式不正确` }).trim().max(max, `${title}不能超过${max}个字`).optional()).describe(title);

export const oneOf = <T extends readonly [string, ...string[]]>(title: string, values: T) =>
  z.preprocess(asText, z.enum(values, { error: `${title}只能是${values.join('、')}` })).describe(title);

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** Yuan as written ("1234.5", 1234.56) to cents, by the digits: never through a float sum. */
export function toCents(yuan: string): number {
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount in yuan, ≥ 0 with at most two decimals, kept as cents. */
const moneyText = (title: string) =>
  z
    .string({ error: `请填写${title}` })
    .trim()
    .regex(MONEY, `${title}应为不小于0、最多两位小数的金额`)
    .transform(toCents);

export const money = (title: string) => z.preprocess(asText, moneyText(title)).describe(title);
export const optionalMoney = (title: string) => z.preprocess(asText, moneyText(title).optional()).describe(title);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A date as YYYY-MM-DD; a file's 2026/3/5 is written the same way. */
const dateText = (title: string) =>
  z
    .string({ error: `请填写${title}` })
    .trim()
    .transform((v) => v.replace(/^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/, (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`))
    .refine((v) => DATE.test(v), `${title}格式应为YYYY-MM-DD`);

export const date = (title: string) => z.preprocess(asText, dateText(title)).describe(title);
export const optionalDate = (title: string) => z.preprocess(asText, dateText(title).optional()).describe(title);
