import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TWorkloadItem } from '../contract';
import { DEFAULT_POINTS, itemPoints, type TPoints, type TPointsItem } from '../rules';

const ITEMS = Object.keys(DEFAULT_POINTS) as TPointsItem[];

/** The site's points: the office's where it set them, else the defaults. */
export async function loadPoints(siteDb: SiteDb): Promise<TPoints> {
  const rows = await siteDb.selectFrom('research_points').select(['item', 'points']).execute();
  const set = new Map(rows.map((r) => [r.item, Number(r.points)]));
  return Object.fromEntries(ITEMS.map((item) => [item, set.get(item) ?? DEFAULT_POINTS[item]])) as TPoints;
}

/** Replaces the site's points (all items at once, as the console's form sends them). */
export async function storePoints(siteDb: SiteDb, points: TPoints): Promise<void> {
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('research_points').execute();
    await tx.insertInto('research_points', ITEMS.map((item) => ({ item, points: points[item] }))).execute();
  });
}

/**
 * 科研工作量: my approved projects (led, or as a member) by the year they start, and my approved papers
 * by the year they were published, each priced by the site's points; the newest year first.
 */
export async function workloadOf(siteDb: SiteDb, userId: string) {
  const points = await loadPoints(siteDb);
  const [led, joined, papers] = await Promise.all([
    siteDb.selectFrom('research_projects').select(['id', 'name', 'level', 'start_day']).where('user_id', '=', userId).where('status', '=', 'approved').execute(),
    siteDb
      .selectFrom('research_project_members')
      .innerJoin('research_projects as p', (j) => j.onRef('p.site_id', '=', 'research_project_members.site_id').onRef('p.id', '=', 'research_project_members.project_id'))
      .select(['p.id', 'p.name', 'p.level', 'p.start_day'])
      .where('research_project_members.user_id', '=', userId)
      .where('p.status', '=', 'approved')
      .execute(),
    siteDb.selectFrom('research_papers').select(['id', 'title', 'indexed', 'author_rank', 'published_day']).where('user_id', '=', userId).where('status', '=', 'approved').execute(),
  ]);
  const items: (TWorkloadItem & { year: string })[] = [
    ...led.map((p) => ({ kind: 'project' as const, id: p.id, title: p.name, item: p.level, leading: true, year: p.start_day.slice(0, 4) })),
    ...joined.map((p) => ({ kind: 'project' as const, id: p.id, title: p.name, item: p.level, leading: false, year: p.start_day.slice(0, 4) })),
    ...papers.map((p) => ({ kind: 'paper' as const, id: p.id, title: p.title, item: p.indexed, leading: Number(p.author_rank) === 1, year: p.published_day.slice(0, 4) })),
  ].map((item) => ({ ...item, points: itemPoints(points[item.item as TPointsItem] ?? 0, item.leading) }));
  const years = [...new Set(items.map((i) => i.year))].sort().reverse();
  return {
    points,
    years: years.map((year) => {
      const ofYear = items.filter((i) => i.year === year).map(({ year: _year, ...item }) => item);
      return { year, total: ofYear.reduce((sum, i) => sum + i.points, 0), items: ofYear };
    }),
  };
}
