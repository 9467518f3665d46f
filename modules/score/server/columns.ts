import { z } from 'zod';
import { asCell } from '@quad/datasets-engine/server';

/** A number of credits (0–100, halves and tenths allowed). */
export const credits = (title: string) =>
  z.preprocess(asCell, z.coerce.number({ error: `${title}必须是数字` }).min(0, `${title}不能小于0`).max(1000, `${title}不能大于1000`)).describe(title);

/** 学期 as 教务 systems write it: 2025-2026-1 (the school year, then the term 1–3). */
export const term = z
  .preprocess(asCell, z.string({ error: '请填写学期' }).trim().regex(/^(\d{4})-(\d{4})-[1-3]$/, '学期格式应为 2025-2026-1（学年-学期）'))
  .refine((t) => Number(t.slice(5, 9)) === Number(t.slice(0, 4)) + 1, '学期的两个年份应相邻，如 2025-2026-1')
  .describe('学期');
