import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { likeContaining } from '@quad/platform/server/db/like';
import { roleScope, type TRoleScope } from '@quad/platform/server/identity/role-scopes';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';
import type { TResearchRecord } from '../contract';

export interface TRecordFilters {
  kind: 'project' | 'paper';
  status?: TInstanceStatus;
  category?: string;
  department?: string;
  year?: string;
  keyword?: string;
}

/** What an office holder sees: every department for a site-wide role, else the departments it was granted for. */
export const officeScope = (siteDb: SiteDb, userId: string): Promise<TRoleScope> => roleScope(siteDb, userId, 'research', ['office']);

// An empty scope finds nothing (a department role granted without a department fails closed).
const units = (scope: TRoleScope) => (scope === 'all' ? undefined : scope.length ? scope : ['']);

/** Projects with their people and call, inside `scope` and the filters. */
export function projectsQuery(siteDb: SiteDb, scope: TRoleScope, f: Omit<TRecordFilters, 'kind'>) {
  const inside = units(scope);
  return siteDb
    .selectFrom('research_projects')
    .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'research_projects.site_id').onRef('users.id', '=', 'research_projects.user_id'))
    .leftJoin('departments as dept', (j) => j.onRef('dept.site_id', '=', 'research_projects.site_id').onRef('dept.id', '=', 'research_projects.dept_id'))
    .leftJoin('research_calls as call', (j) => j.onRef('call.site_id', '=', 'research_projects.site_id').onRef('call.id', '=', 'research_projects.call_id'))
    .$if(inside !== undefined, (q) => q.where('research_projects.dept_id', 'in', inside ?? ['']))
    .$if(Boolean(f.status), (q) => q.where('research_projects.status', '=', f.status ?? 'running'))
    .$if(Boolean(f.category), (q) => q.where('research_projects.level', '=', (f.category ?? '') as never))
    .$if(Boolean(f.department), (q) => q.where('research_projects.dept_id', '=', f.department ?? ''))
    .$if(Boolean(f.year), (q) => q.where('research_projects.start_day', 'like', `${f.year ?? ''}-%`))
    .$if(Boolean(f.keyword), (q) => {
      const like = likeContaining(f.keyword ?? '');
      return q.where((eb) => eb.or([eb('users.realname', 'like', like), eb('users.number', 'like', like), eb('research_projects.name', 'like', like)]));
    });
}

/** Papers with their people, inside `scope` and the filters. */
export function papersQuery(siteDb: SiteDb, scope: TRoleScope, f: Omit<TRecordFilters, 'kind'>) {
  const inside = units(scope);
  return siteDb
    .selectFrom('research_papers')
    .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'research_papers.site_id').onRef('users.id', '=', 'research_papers.user_id'))
    .leftJoin('departments as dept', (j) => j.onRef('dept.site_id', '=', 'research_papers.site_id').onRef('dept.id', '=', 'research_papers.dept_id'))
    .$if(inside !== undefined, (q) => q.where('research_papers.dept_id', 'in', inside ?? ['']))
    .$if(Boolean(f.status), (q) => q.where('research_papers.status', '=', f.status ?? 'running'))
    .$if(Boolean(f.category), (q) => q.where('research_papers.indexed', '=', (f.category ?? '') as never))
    .$if(Boolean(f.department), (q) => q.where('research_papers.dept_id', '=', f.department ?? ''))
    .$if(Boolean(f.year), (q) => q.where('research_papers.published_day', 'like', `${f.year ?? ''}-%`))
    .$if(Boolean(f.keyword), (q) => {
      const like = likeContaining(f.keyword ?? '');
      return q.where((eb) => eb.or([eb('users.realname', 'like', like), eb('users.number', 'like', like), eb('research_papers.title', 'like', like)]));
    });
}

export type TProjectsQuery = ReturnType<typeof projectsQuery>;
export type TPapersQuery = ReturnType<typeof papersQuery>;

const person = ['users.realname', 'users.number', sql<string>`coalesce(dept.name, '')`.as('dept_name')] as const;

/** The rows of either query as the office's table and export show them, newest first. */
export const selectProjects = (q: TProjectsQuery) =>
  q
    .select(['research_projects.id', 'research_projects.instance_id', 'research_projects.name', 'research_projects.level', 'research_projects.budget_cents', 'research_projects.start_day', 'research_projects.end_day', 'research_projects.status', 'research_projects.created', sql<string>`coalesce(call.title, '')`.as('call_title'), ...person])
    .orderBy('research_projects.created', 'desc')
    .orderBy('research_projects.id', 'desc');

export const selectPapers = (q: TPapersQuery) =>
  q
    .select(['research_papers.id', 'research_papers.instance_id', 'research_papers.title', 'research_papers.journal', 'research_papers.indexed', 'research_papers.author_rank', 'research_papers.published_day', 'research_papers.status', 'research_papers.created', ...person])
    .orderBy('research_papers.created', 'desc')
    .orderBy('research_papers.id', 'desc');

type TProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];
type TPaperRow = Awaited<ReturnType<ReturnType<typeof selectPapers>['execute']>>[number];

const whose = (r: { realname: string; number: string; dept_name: string }) => ({ name: r.realname, number: r.number, department: r.dept_name });

export const projectRecord = (r: TProjectRow): TResearchRecord => ({
  kind: 'project',
  id: r.id,
  instanceId: r.instance_id,
  title: r.name,
  category: r.level,
  source: r.call_title,
  when: `${r.start_day} ~ ${r.end_day}`,
  budget: Number(r.budget_cents) / 100,
  rank: 1,
  ...whose(r),
  status: r.status,
  created: Number(r.created),
});

export const paperRecord = (r: TPaperRow): TResearchRecord => ({
  kind: 'paper',
  id: r.id,
  instanceId: r.instance_id,
  title: r.title,
  category: r.indexed,
  source: r.journal,
  when: r.published_day,
  budget: 0,
  rank: Number(r.author_rank),
  ...whose(r),
  status: r.status,
  created: Number(r.created),
});
