import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';
import type { TInstanceStatus } from '@quad/workflow-engine/contract';
import type { TPaperIndex, TProjectLevel } from '../rules';

/** A call for projects (申报批次) the research office publishes. */
export interface ResearchCallsTable {
  site_id: string;
  id: string;
  title: string;
  level: TProjectLevel;
  /** `YYYY-MM-DD`, the last day declarations are taken. */
  deadline: string;
  description: string;
  /** JSON array of department ids; `[]` is every department. */
  departments: string;
  status: 'open' | 'closed';
  creator_id: string;
  created: number;
  updated: number;
}

/**
 * A declared project. The decision is the workflow instance's; its outcome is copied here when the
 * instance ends (as leave does), so lists, statistics and workload filter without reading flows.
 */
export interface ResearchProjectsTable {
  site_id: string;
  id: string;
  call_id: string;
  user_id: string;
  /** The applicant's department when declared: statistics count it there even if they move. */
  dept_id: string;
  instance_id: string;
  request_id: string;
  name: string;
  level: TProjectLevel;
  /** In 分 (cents), so sums stay exact. */
  budget_cents: number;
  start_day: string;
  end_day: string;
  summary: string;
  /** JSON array of upload ids. */
  attachments: string;
  status: TInstanceStatus;
  created: number;
}

/** The members of a project besides its leader (they earn a share of its points). */
export interface ResearchProjectMembersTable {
  site_id: string;
  project_id: string;
  user_id: string;
}

export interface ResearchPapersTable {
  site_id: string;
  id: string;
  user_id: string;
  dept_id: string;
  instance_id: string;
  request_id: string;
  title: string;
  journal: string;
  published_day: string;
  indexed: TPaperIndex;
  /** My place among the authors, 1 for the first. */
  author_rank: number;
  doi: string;
  status: TInstanceStatus;
  created: number;
}

/** The office's points per project level or paper index; an item not set keeps its default. */
export interface ResearchPointsTable {
  site_id: string;
  item: string;
  points: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    research_calls: ResearchCallsTable;
    research_projects: ResearchProjectsTable;
    research_project_members: ResearchProjectMembersTable;
    research_papers: ResearchPapersTable;
    research_points: ResearchPointsTable;
  }
}

/** The research office: the site's administrators and the school's administrators (学校管理员). */
export const RESEARCH_GRANTS = { 'site-admin': ['office'], manager: ['office'] };

export const researchMigration: TMigration = {
  name: 'research_0001_tables',
  async up(db) {
    await db.schema
      .createTable('research_calls')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('deadline', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('departments', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('creator_id', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('research_calls_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('research_projects')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('call_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('dept_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('budget_cents', 'bigint', (c) => c.notNull())
      .addColumn('start_day', 'text', (c) => c.notNull())
      .addColumn('end_day', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('research_projects_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('research_projects_request').on('research_projects').columns(['site_id', 'user_id', 'request_id']).unique().execute();
    await db.schema.createIndex('research_projects_instance').on('research_projects').columns(['site_id', 'instance_id']).execute();
    await db.schema.createIndex('research_projects_call').on('research_projects').columns(['site_id', 'call_id']).execute();
    await db.schema
      .createTable('research_project_members')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('research_project_members_pk', ['site_id', 'project_id', 'user_id'])
      .execute();
    await db.schema.createIndex('research_project_members_user').on('research_project_members').columns(['site_id', 'user_id']).execute();
    await db.schema
      .createTable('research_papers')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('dept_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('instance_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('journal', 'text', (c) => c.notNull())
      .addColumn('published_day', 'text', (c) => c.notNull())
      .addColumn('indexed', 'text', (c) => c.notNull())
      .addColumn('author_rank', 'integer', (c) => c.notNull())
      .addColumn('doi', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('research_papers_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('research_papers_request').on('research_papers').columns(['site_id', 'user_id', 'request_id']).unique().execute();
    await db.schema.createIndex('research_papers_instance').on('research_papers').columns(['site_id', 'instance_id']).execute();
    await db.schema
      .createTable('research_points')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('research_points_pk', ['site_id', 'item'])
      .execute();
    for (const [role, modules] of Object.entries(RESEARCH_GRANTS)) await extendBuiltinRoleGrants(db, role, 'research', modules);
  },
};
