import { z } from 'zod';
import { asCell, defineDatasetKind, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { FIGURES_KIND } from '../contract';

/** A year, a month or a day: what a statistic is "as of". Written so that text order is time order. */
const PERIOD = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

export const figureColumns = z.object({
  category: textColumn('分类', 20),
  name: textColumn('指标', 40),
  value: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.replace(/[,，\s]/g, '') : v),
      z.coerce.number({ error: '数值必须是数字' }).refine(Number.isFinite, '数值必须是数字'),
    )
    .describe('数值'),
  unit: optionalTextColumn('单位', 10),
  period: z
    .preprocess(asCell, z.string({ error: '请填写统计时间' }).trim().regex(PERIOD, '统计时间应写成 2026、2026-09 或 2026-09-01'))
    .describe('统计时间'),
  note: optionalTextColumn('说明', 100),
  order: z
    .preprocess(asCell, z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(-99_999, '排序不能小于-99999').max(99_999, '排序不能大于99999').optional())
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
