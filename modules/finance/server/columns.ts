import { z } from 'zod';
import { asCell } from '@quad/datasets-engine/server';

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

export const money = (title: string) => z.preprocess(asCell, moneyText(title)).describe(title);
export const optionalMoney = (title: string) => z.preprocess(asCell, moneyText(title).optional()).describe(title);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A date as YYYY-MM-DD; a file's 2026/3/5 is written the same way. */
const dateText = (title: string) =>
  z
    .string({ error: `请填写${title}` })
    .trim()
    .transform((v) => v.replace(/^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/, (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`))
    .refine((v) => DATE.test(v), `${title}格式应为YYYY-MM-DD`);

export const date = (title: string) => z.preprocess(asCell, dateText(title)).describe(title);
export const optionalDate = (title: string) => z.preprocess(asCell, dateText(title).optional()).describe(title);
