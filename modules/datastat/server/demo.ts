import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { figuresKind } from './kind';

/** A figure over five years: its value in the first year and how it grows each year (a factor). */
type TSeries = [category: string, name: string, unit: string, first: number, growth: number, decimals?: number, note?: string];

const SERIES: TSeries[] = [
  ['学生', '在校本科生', '人', 21_400, 1.02],
  ['学生', '在校研究生', '人', 9_800, 1.06],
  ['学生', '留学生', '人', 620, 1.08],
  ['教职工', '教职工总数', '人', 4_120, 1.01],
  ['教职工', '专任教师', '人', 2_480, 1.015],
  ['教职工', '高级职称教师占比', '%', 58.2, 1.012, 1],
  ['教学', '本科专业', '个', 78, 1.01],
  ['教学', '开设课程', '门次', 6_900, 1.03],
  ['科研', '科研经费', '万元', 96_000, 1.09, 0, '含纵向与横向经费'],
  ['科研', '国家级科研项目', '项', 310, 1.05],
  ['科研', '授权发明专利', '件', 540, 1.11],
  ['办学条件', '图书馆藏书', '万册', 412, 1.02, 1],
  ['办学条件', '固定资产总值', '亿元', 68.5, 1.04, 1],
];
const YEARS = [2021, 2022, 2023, 2024, 2025];
/** Sites differ in size; the same shapes. */
const SCALE: Record<string, number> = { north: 1, south: 0.7, east: 0.45 };

export function demoFigures(siteId: string) {
  const scale = SCALE[siteId] ?? 0.5;
  return SERIES.flatMap(([category, name, unit, first, growth, decimals = 0, note], index) =>
    YEARS.map((year, step) => {
      const size = unit === '%' ? first : first * scale;
      const factor = 10 ** decimals;
      return { category, name, unit, value: Math.round(size * growth ** step * factor) / factor, period: String(year), note, order: index + 1 };
    }),
  );
}

export async function seedDatastatDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const result = await loadDatasetRows(siteDb, figuresKind, demoFigures(site.id), { source: 'upload', by: admin?.id ?? '' });
  if (!result.ok) throw new Error(`datastat demo: ${result.message}`);
}
