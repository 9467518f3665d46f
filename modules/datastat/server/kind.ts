import { z } from 'zod';
import { defineDatasetKind } from '@quad/datasets-engine/server';
import { FIGURES_KIND } from '../contract';

/** A cell as text: a file's numbers and an API's numbers alike; empty is absent. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() === '' ? undefined : value);

const text = (title: string, max: number) => z.preprocess(asText, z.string({ error: `请填写${title}` }).trim().min(1, `请填写${title}`).max(max, `${title}不能超过${max}个字`)).describe(title);
const optionalText = (title: string, max: number) =>
  z.preprocess(asText, z.string({ error: `${title}格式不正确` }).trim().max(max, `${title}不能超过${max}个字`).optional()).describe(title);

/** A year, a month or a day: what a statistic is "as of". Written so that text order is time order. */
const PERIOD = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

export const figureColumns = z.object({
  category: text('分类', 20),
  name: text('指标', 40),
  value: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.replace(/[,，\s]/g, '') : v),
      z.coerce.number({ error: '数值必须是数字' }).refine(Number.isFinite, '数值必须是数字'),
    )
    .describe('数值'),
  unit: optionalText('单位', 10),
  period: z
    .preprocess(asText, z.string({ error: '请填写统计时间' }).trim().regex(PERIOD, '统计时间应写成 2026、2026-09 或 2026-09-01'))
    .describe('统计时间'),
  note: optionalText('说明', 100),
  order: z
    .preprocess(asText, z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(-99_999, '排序不能小于-99999').max(99_999, '排序不能大于99999').optional())
    .describe('排序'),
});
export type TFigureRow = z.output<typeof figureColumns>;

/** The school's figures: one row per category, indicator and period; public to the engine, read only by the grant. */
export const figuresKind = defineDatasetKind({
  id: FIGURES_KIND,
  owner: 'datastat',
  title: '数据统计',
  columns: figureColumns,
  key: ['category', 'name', 'period'],
});
