import type { SiteDb } from '@quad/platform/server/db/site-db';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { datasetStatus, publicRows } from '@quad/datasets-engine/server';
import type { TFigure, TFigureCategory, TFigures } from '../contract';
import { figuresKind, type TFigureRow } from './kind';

/** Rows read from the engine per query, and the most a school's figures may hold. */
const PAGE = 5000;
const MOST_ROWS = 50_000;
/** Periods a trend line shows. */
const TREND_POINTS = 12;

/** Figures by site and dataset version: built once per load, shared by every reader. */
const built = defineSiteCache<TFigureCategory[]>({ name: 'datastat-figures', ttlMs: 30 * 60_000, max: 200 });

async function readAllRows(siteDb: SiteDb): Promise<TFigureRow[]> {
  const rows: TFigureRow[] = [];
  for (let offset = 0; offset < MOST_ROWS; offset += PAGE) {
    const page = await publicRows(siteDb, figuresKind, { limit: PAGE, offset });
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows;
}

/** The change from `before` to `now` in per cent, one decimal; none from nothing. */
export function changePercent(now: number, before: number | undefined): number | null {
  if (before === undefined || before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

/**
 * Rows grouped by category and indicator: categories and indicators in 排序 order (then as the file
 * lists them), each indicator's periods oldest first, its newest value, the change from the one before.
 */
export function buildFigures(rows: readonly TFigureRow[]): TFigureCategory[] {
  type TGroup = { order: number; first: number; rows: TFigureRow[] };
  const categories = new Map<string, { order: number; first: number; figures: Map<string, TGroup> }>();
  rows.forEach((row, index) => {
    const order = row.order ?? Number.MAX_SAFE_INTEGER;
    const category = categories.get(row.category) ?? { order, first: index, figures: new Map<string, TGroup>() };
    category.order = Math.min(category.order, order);
    const figure = category.figures.get(row.name) ?? { order, first: index, rows: [] };
    figure.order = Math.min(figure.order, order);
    figure.rows.push(row);
    category.figures.set(row.name, figure);
    categories.set(row.category, category);
  });
  const byOrder = (a: { order: number; first: number }, b: { order: number; first: number }) => a.order - b.order || a.first - b.first;
  return [...categories.entries()]
    .sort(([, a], [, b]) => byOrder(a, b))
    .map(([name, category]) => ({
      name,
      figures: [...category.figures.entries()].sort(([, a], [, b]) => byOrder(a, b)).map(([figureName, group]) => figureOf(figureName, group.rows)),
    }));
}

function figureOf(name: string, rows: TFigureRow[]): TFigure {
  const periods = [...rows].sort((a, b) => a.period.localeCompare(b.period));
  const latest = periods.at(-1)!;
  const previous = periods.at(-2);
  return {
    name,
    unit: latest.unit ?? periods.findLast((r) => r.unit)?.unit ?? '',
    value: latest.value,
    period: latest.period,
    changePercent: changePercent(latest.value, previous?.value),
    previousPeriod: previous?.period ?? '',
    note: latest.note ?? '',
    history: periods.slice(-TREND_POINTS).map((r) => ({ period: r.period, value: r.value })),
  };
}

/** The figures a reader sees, with when they were loaded and whether the newest load failed. */
export async function figures(siteDb: SiteDb): Promise<TFigures> {
  const status = await datasetStatus(siteDb, figuresKind);
  const categories = await built.read(siteDb, `v${status.version}`, async () => buildFigures(status.version ? await readAllRows(siteDb) : []));
  return { categories, updatedAt: status.updatedAt, failed: status.lastFailure !== null };
}
