import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';

/** The dataset kind the figures are (datasets engine): uploaded from the console or pushed by the school's data centre. */
export const FIGURES_KIND = 'datastat.figures';

/** Whoever holds datastat → view: school and unit leaders, the site's administrators. */
const readers = callsFor({ app: 'datastat', module: 'view' });

export const ZFigurePoint = z.object({ period: z.string(), value: z.number() });

export const ZFigure = z.object({
  name: z.string(),
  unit: z.string(),
  /** The newest period's value, and that period (2026, 2026-09 or 2026-09-01). */
  value: z.number(),
  period: z.string(),
  /** The change from the period before it, in per cent (one decimal); null when there is none or it was 0. */
  changePercent: z.number().nullable(),
  previousPeriod: z.string(),
  note: z.string(),
  /** The last twelve periods, oldest first (the trend line). */
  history: z.array(ZFigurePoint),
});
export type TFigure = z.infer<typeof ZFigure>;

export const ZFigureCategory = z.object({ name: z.string(), figures: z.array(ZFigure) });
export type TFigureCategory = z.infer<typeof ZFigureCategory>;

export const ZFigures = z.object({
  categories: z.array(ZFigureCategory),
  /** When the figures in use were loaded (Unix seconds, 0 when never): 数据更新于. */
  updatedAt: z.number(),
  /** The newest load failed after it. */
  failed: z.boolean(),
});
export type TFigures = z.infer<typeof ZFigures>;

export const listFigures = readers.get('/datastat/api/figures', '数据统计：学校的关键指标，按类别分组，每项含最新值、环比变化和近12期走势', {
  output: ZFigures,
});
