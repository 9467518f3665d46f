import { z } from 'zod';

/**
 * Field builders that accept what form-encoded clients send (every value is a string) and describe
 * themselves in Chinese, so validation messages can name the field.
 */
export const text = (label: string, max = 200) =>
  z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`).describe(label);

export const optionalText = (label: string, max = 200) =>
  z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}不能超过${max}个字`).optional().describe(label);

/** An integer that may arrive as a numeric string. */
export const int = (label: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+$/, `${label}必须是整数`).transform(Number)], {
      error: `${label}必须是整数`,
    })
    .pipe(z.number().int(`${label}必须是整数`).min(min, `${label}不能小于${min}`).max(max, `${label}不能大于${max}`))
    .describe(label);

/** Unix seconds, as number or numeric string. */
export const unixSeconds = (label: string) => int(label, 0, 4_102_444_800);

export const url = (label: string, max = 2000) =>
  z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}太长`).describe(label);

/** A yes/no switch as form clients send it ('1'/'0', 'true'/'false') or JSON sends it. */
export const flag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'], { error: `${label}格式不正确` })], { error: `${label}格式不正确` })
    .transform((v) => v === true || v === '1' || v === 'true')
    .describe(label);

/** The id of a record (`ids.ts` on the server: lowercase base 36), naming the kind of record in its messages. */
export const recordId = (what: string) =>
  z
    .string({ error: `请指定${what}` })
    .trim()
    .regex(/^[0-9a-z]{1,40}$/, `${what}编号格式不正确`)
    .describe(`${what}编号`);

/** Ids or usernames, as a JSON array or a comma-separated form value: de-duplicated, blanks dropped. */
export const idList = (label: string) =>
  z
    .union([z.array(z.string()), z.string().transform((s) => s.split(','))], { error: `${label}格式不正确` })
    .transform((list) => [...new Set(list.map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(64, `${label}格式不正确`)).max(500, `${label}最多500个`))
    .default([])
    .describe(label);
