import { z } from 'zod';

/**
 * Column builders for a kind's schema, the same in every area: a file's cells arrive as text (an API's
 * as numbers too), an empty cell is an absent one, and each column is titled in Chinese (`.describe`,
 * what a file's header may use) with messages naming it.
 */

/** A cell as text: a file's numbers and an API's numbers alike; an empty cell is absent. */
export const asCell = (value: unknown): unknown => (typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Text that must be there, at most `max` characters. */
export const textColumn = (title: string, max: number) =>
  z.preprocess(asCell, z.string({ error: `请填写${title}` }).trim().min(1, `请填写${title}`).max(max, `${title}不能超过${max}个字`)).describe(title);

/** Text that may be empty, at most `max` characters. */
export const optionalTextColumn = (title: string, max: number) =>
  z.preprocess(asCell, z.string({ error: `${title}格式不正确` }).trim().max(max, `${title}不能超过${max}个字`).optional()).describe(title);

/** One of a few words, listed in the message. */
export const choiceColumn = <T extends readonly [string, ...string[]]>(title: string, words: T) =>
  z.preprocess(asCell, z.enum(words, { error: `${title}只能是${words.join('、')}` })).describe(title);

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DD` of a day as schools and their systems write it (2026-05-01, 2026/5/1, 2026.5.1,
 * 2026年5月1日; an Excel date cell, which the sheet reader gives as 2026-05-01; a database timestamp
 * with its time after it); undefined unless it names a real calendar day.
 */
export function dayOf(text: string): string | undefined {
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[ T]\d{1,2}:\d{2}\S*)?$/.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${m[1]}-${two(month)}-${two(day)}` : undefined;
}

/**
 * `HH:MM` of a time of day as typed (7:05, 07:05:00, 07：05) or as Excel keeps it (a fraction of a day,
 * 0.375; a date on 1899-12-30 with the time after it); undefined when it is no time of day.
 */
function clockOf(text: string): string | undefined {
  const t = text.trim();
  const typed = /^(\d{1,2})\s*[:：]\s*(\d{2})(?:\s*[:：]\s*\d{2})?$/.exec(t) ?? /^1899-12-3[01]T(\d\d):(\d\d)/.exec(t);
  if (typed) return Number(typed[1]) < 24 && Number(typed[2]) < 60 ? `${two(Number(typed[1]))}:${typed[2]}` : undefined;
  const minutes = /^0?\.\d+$|^0$/.test(t) ? Math.round(Number(t) * 1440) : Number.NaN;
  return minutes < 1440 ? `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}` : undefined;
}

/** A cell's text turned into a normal form by `read`, refused with `message` when it has none. */
const normalText = (title: string, read: (text: string) => string | undefined, message: string) =>
  z.string({ error: `请填写${title}` }).transform((text, ctx) => {
    const value = read(text);
    if (value === undefined) ctx.addIssue({ code: 'custom', message });
    return value ?? z.NEVER;
  });

/** The day's message, one for every area: the example shows the form a day is kept in. */
const dayMessage = (title: string) => `${title}格式不正确，请填写如 2026-12-01 的日期`;

/** A day, kept as `YYYY-MM-DD` so days compare as text and read the same on every server. */
export const dateColumn = (title: string) => z.preprocess(asCell, normalText(title, dayOf, dayMessage(title))).describe(title);

/** A day that may be empty. */
export const optionalDateColumn = (title: string) =>
  z.preprocess(asCell, normalText(title, dayOf, dayMessage(title)).optional()).describe(title);

/** A time of day, kept as `HH:MM` so times compare as text; an area may word the refusal its own way. */
export const timeColumn = (title: string, { message = `${title}格式不正确，请填写24小时制时间，如 07:30` } = {}) =>
  z.preprocess(asCell, normalText(title, clockOf, message)).describe(title);

/** Yuan as written ("1234.5", 1234.56) to cents, by the digits: never through a float sum. */
function toCents(yuan: string): number {
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount in yuan, ≥ 0 with at most two decimals, kept as integer cents so sums are exact. */
const centsText = (title: string) =>
  z
    .string({ error: `请填写${title}` })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, `${title}应为不小于0、最多两位小数的金额`)
    .transform(toCents);

export const moneyColumn = (title: string) => z.preprocess(asCell, centsText(title)).describe(title);
export const optionalMoneyColumn = (title: string) => z.preprocess(asCell, centsText(title).optional()).describe(title);

/** A whole number within bounds (a year, a count), each refusal naming the column. */
const integerText = (title: string, min: number, max: number) =>
  z.string({ error: `请填写${title}` }).pipe(
    z.coerce
      .number<string>({ error: `${title}必须是数字` })
      .int(`${title}必须是整数`)
      .min(min, `${title}不能小于${min}`)
      .max(max, `${title}不能大于${max}`),
  );

export const integerColumn = (title: string, min: number, max: number) =>
  z.preprocess(asCell, integerText(title, min, max)).describe(title);
export const optionalIntegerColumn = (title: string, min: number, max: number) =>
  z.preprocess(asCell, integerText(title, min, max).optional()).describe(title);
