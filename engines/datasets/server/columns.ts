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
