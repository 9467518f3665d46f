import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TRoleScope } from '@quad/platform/server/identity/role-scopes';
import { PAPER_INDEXES, PROJECT_LEVELS } from '../rules';
import { papersQuery, projectsQuery } from './records';

const count = sql<string | number>`count(*)`;

/**
 * 科研统计 inside the office's scope, for a year or all years: per project level and paper index the
 * running and approved counts; per department its approved projects (with their budget) and papers.
 */
export async function researchStatistics(siteDb: SiteDb, scope: TRoleScope, year?: string) {
  const [levels, indexes, projectDepts, paperDepts] = await Promise.all([
    projectsQuery(siteDb, scope, { year }).select(['research_projects.level as category', 'research_projects.status', count.as('n')]).groupBy(['research_projects.level', 'research_projects.status']).execute(),
    papersQuery(siteDb, scope, { year }).select(['research_papers.indexed as category', 'research_papers.status', count.as('n')]).groupBy(['research_papers.indexed', 'research_papers.status']).execute(),
    projectsQuery(siteDb, scope, { year, status: 'approved' })
      .select([sql<string>`coalesce(dept.id, '')`.as('id'), sql<string>`coalesce(dept.name, '')`.as('name'), count.as('n'), sql<string | number>`sum(research_projects.budget_cents)`.as('cents')])
      .groupBy(['dept.id', 'dept.name'])
      .execute(),
    papersQuery(siteDb, scope, { year, status: 'approved' })
      .select([sql<string>`coalesce(dept.id, '')`.as('id'), sql<string>`coalesce(dept.name, '')`.as('name'), count.as('n')])
      .groupBy(['dept.id', 'dept.name'])
      .execute(),
  ]);
  const counted = [...levels, ...indexes];
  const of = (category: string, status: string) => Number(counted.find((r) => r.category === category && r.status === status)?.n ?? 0);
  const departments = new Map<string, { id: string; name: string; projects: number; papers: number; budget: number }>();
  const unit = (id: string, name: string) => departments.get(id) ?? departments.set(id, { id, name, projects: 0, papers: 0, budget: 0 }).get(id)!;
  for (const r of projectDepts) Object.assign(unit(r.id, r.name), { projects: Number(r.n), budget: Number(r.cents ?? 0) / 100 });
  for (const r of paperDepts) unit(r.id, r.name).papers = Number(r.n);
  return {
    byCategory: [...PROJECT_LEVELS, ...PAPER_INDEXES].map((category) => ({ category, running: of(category, 'running'), approved: of(category, 'approved') })),
    byDepartment: [...departments.values()].sort((a, b) => b.projects + b.papers - (a.projects + a.papers)),
  };
}
