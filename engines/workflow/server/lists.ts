import type { SiteDb } from '@quad/platform/server/db/site-db';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { TInstanceItem, TTaskItem, TTaskStatus } from '../contract';
import { findInstanceRow, parseJson, valuesOf, type TInstanceRow } from './store';

export interface TListFilter extends TPage {
  keyword?: string;
  app?: string;
}

/** Tasks of one person with their instance and applicant, narrowed by a list's filter. */
function tasksOfPerson(siteDb: SiteDb, userId: string, statuses: TTaskStatus[], filter: TListFilter) {
  return siteDb
    .selectFrom('workflow_tasks')
    .innerJoin('workflow_instances as i', (j) => j.onRef('i.site_id', '=', 'workflow_tasks.site_id').onRef('i.id', '=', 'workflow_tasks.instance_id'))
    .leftJoin('users as u', (j) => j.onRef('u.site_id', '=', 'i.site_id').onRef('u.id', '=', 'i.applicant_id'))
    .where('workflow_tasks.assignee_id', '=', userId)
    .where('workflow_tasks.status', 'in', statuses)
    .$if(Boolean(filter.app), (q) => q.where('i.app', '=', filter.app ?? ''))
    .$if(Boolean(filter.keyword), (q) => q.where('i.title', 'like', likeContaining(filter.keyword ?? '')));
}

async function taskPage(siteDb: SiteDb, userId: string, statuses: TTaskStatus[], filter: TListFilter, newest: 'created' | 'decided') {
  const { rows, total } = await pagedRows(tasksOfPerson(siteDb, userId, statuses, filter), filter, (q) =>
    q
      .select([
        'workflow_tasks.id',
        'workflow_tasks.instance_id',
        'workflow_tasks.step_name',
        'workflow_tasks.status',
        'workflow_tasks.created',
        'workflow_tasks.decided',
        'workflow_tasks.deadline',
        'i.app',
        'i.title',
        'u.realname',
      ])
      .orderBy(`workflow_tasks.${newest}`, 'desc')
      .orderBy('workflow_tasks.id', 'desc'),
  );
  const list: TTaskItem[] = rows.map((r) => ({
    id: r.id,
    instanceId: r.instance_id,
    app: r.app,
    title: r.title,
    applicant: r.realname ?? '',
    step: r.step_name,
    status: r.status,
    created: Number(r.created),
    decided: Number(r.decided),
    deadline: Number(r.deadline),
  }));
  return { list, total };
}

/** 我的待办: tasks waiting for my decision, newest first. */
export const listBacklog = (siteDb: SiteDb, userId: string, filter: TListFilter) => taskPage(siteDb, userId, ['pending'], filter, 'created');

/** 我的已办: tasks I decided or passed on, latest decision first. */
export const listDone = (siteDb: SiteDb, userId: string, filter: TListFilter) => taskPage(siteDb, userId, ['approved', 'rejected', 'transferred'], filter, 'decided');

/** An instance as a list shows it: its current step, '' once it ended. */
export const instanceItem = (r: TInstanceRow): TInstanceItem => ({
  id: r.id,
  app: r.app,
  title: r.title,
  status: r.status,
  step: r.status === 'running' ? r.step_name : '',
  created: Number(r.created),
  updated: Number(r.updated),
});

export interface TInstanceFilter extends TListFilter {
  applicantId?: string;
  /** Only these instances (an area's own records). */
  ids?: string[];
}

/** Instances newest first, narrowed by app, applicant, ids and a word of the title. */
async function instancePage(siteDb: SiteDb, filter: TInstanceFilter): Promise<{ list: TInstanceItem[]; total: number }> {
  const base = siteDb
    .selectFrom('workflow_instances')
    .$if(Boolean(filter.app), (q) => q.where('app', '=', filter.app ?? ''))
    .$if(filter.applicantId !== undefined, (q) => q.where('applicant_id', '=', filter.applicantId ?? ''))
    // An empty list of ids finds nothing (no id is ''), as SQL's `in ()` cannot be written.
    .$if(filter.ids !== undefined, (q) => q.where('id', 'in', filter.ids?.length ? filter.ids : ['']))
    .$if(Boolean(filter.keyword), (q) => q.where('title', 'like', likeContaining(filter.keyword ?? '')));
  const { rows, total } = await pagedRows(base, filter, (q) => q.selectAll().orderBy('created', 'desc').orderBy('id', 'desc'));
  return { list: rows.map(instanceItem), total };
}

/** An area's list of its app's instances with their statuses: all, one applicant's, or those of `ids`. */
export const instancesOf = (siteDb: SiteDb, filter: TInstanceFilter & { app: string }) => instancePage(siteDb, filter);

/** 我发起的: my requests in every app, or in one. */
export const listStarted = (siteDb: SiteDb, userId: string, filter: TListFilter) => instancePage(siteDb, { ...filter, applicantId: userId });

/** An instance for its area: status, applicant, values (undefined when the site has no such instance). */
export async function findInstance(siteDb: SiteDb, id: string) {
  const row = await findInstanceRow(siteDb, id);
  if (!row) return undefined;
  return { ...instanceItem(row), applicantId: row.applicant_id, values: valuesOf(row), definition: { key: row.def_key, version: Number(row.def_version) } };
}

/**
 * The fields a flow's requests carry (the keys of its latest request's values), offered to its
 * designer for conditions, editable and hidden fields; none before its first request. By flow, not
 * app: one app runs flows of different requests (each form of the forms area, research's projects
 * and papers).
 */
export async function requestFields(siteDb: SiteDb, key: string): Promise<string[]> {
  const row = await siteDb.selectFrom('workflow_instances').select('values_json').where('def_key', '=', key).orderBy('created', 'desc').limit(1).executeTakeFirst();
  return row ? Object.keys(parseJson<Record<string, unknown>>(row.values_json, {})) : [];
}
