import type { z } from 'zod';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { parseUploadIds } from '@quad/platform/server/files/site-uploads';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { saveCall, TResearchCall } from '../contract';
import type { ResearchCallsTable } from './schema';

type TSaveCall = z.output<(typeof saveCall)['input']>;
type TCallRow = Omit<ResearchCallsTable, 'site_id' | 'creator_id' | 'updated'>;

// A call's departments are kept as a JSON array of ids, the form uploads use too.
const departmentsOf = (row: Pick<ResearchCallsTable, 'departments'>) => parseUploadIds(row.departments);

/** Calls as lists show them: their departments named, and how many projects each took. */
async function presentCalls(siteDb: SiteDb, rows: TCallRow[]): Promise<TResearchCall[]> {
  if (rows.length === 0) return [];
  const deptIds = [...new Set(rows.flatMap(departmentsOf))];
  const [depts, counts] = await Promise.all([
    deptIds.length ? siteDb.selectFrom('departments').select(['id', 'name']).where('id', 'in', deptIds).execute() : [],
    siteDb
      .selectFrom('research_projects')
      .select(['call_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('call_id', 'in', rows.map((r) => r.id))
      .where('status', 'in', ['running', 'approved'])
      .groupBy('call_id')
      .execute(),
  ]);
  const names = new Map(depts.map((d) => [d.id, d.name]));
  const declared = new Map(counts.map((c) => [c.call_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    level: r.level,
    deadline: r.deadline,
    description: r.description,
    departments: departmentsOf(r).flatMap((id) => (names.has(id) ? [{ id, name: names.get(id) ?? '' }] : [])),
    status: r.status,
    declared: declared.get(r.id) ?? 0,
    created: Number(r.created),
  }));
}

const CALL_COLUMNS = ['id', 'title', 'level', 'deadline', 'description', 'departments', 'status', 'created'] as const;

/** Whether a person of `deptId` may declare under the call on `today`. */
export const callIsOpen = (row: Pick<ResearchCallsTable, 'status' | 'deadline' | 'departments'>, deptId: string, today: string): boolean => {
  const departments = departmentsOf(row);
  return row.status === 'open' && row.deadline >= today && (departments.length === 0 || departments.includes(deptId));
};

/** The calls a person may declare under today, soonest deadline first (a site runs a handful, so paging is done here). */
export async function openCalls(siteDb: SiteDb, deptId: string, today: string, page: { page: number; size: number }) {
  const rows = await siteDb.selectFrom('research_calls').select(CALL_COLUMNS).where('status', '=', 'open').where('deadline', '>=', today).orderBy('deadline').orderBy('id').execute();
  const open = rows.filter((row) => callIsOpen(row, deptId, today));
  const shown = open.slice((page.page - 1) * page.size, page.page * page.size);
  return { list: await presentCalls(siteDb, shown), total: open.length };
}

/** Every call of the site for the office, newest first. */
export async function allCalls(siteDb: SiteDb, input: { page: number; size: number; keyword?: string }) {
  const base = siteDb.selectFrom('research_calls').$if(Boolean(input.keyword), (q) => q.where('title', 'like', likeContaining(input.keyword ?? '')));
  const { rows, total } = await pagedRows(base, input, (q) => q.select(CALL_COLUMNS).orderBy('created', 'desc').orderBy('id', 'desc'));
  return { list: await presentCalls(siteDb, rows), total };
}

/** Publishes a call (open at once) or changes one; its departments must be this site's. */
export async function storeCall(siteDb: SiteDb, creatorId: string, input: TSaveCall): Promise<{ id: string }> {
  if (input.departments.length) {
    const found = await siteDb.selectFrom('departments').select('id').where('id', 'in', input.departments).execute();
    if (found.length !== input.departments.length) throw fail('可申报院系不存在');
  }
  const values = {
    title: sanitizePlainText(input.title),
    level: input.level,
    deadline: input.deadline,
    description: sanitizePlainText(input.description ?? ''),
    departments: JSON.stringify(input.departments),
    updated: nowSeconds(),
  };
  if (input.id) {
    const changed = await siteDb.updateTable('research_calls').set(values).where('id', '=', input.id).executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw notFound('申报批次不存在');
    return { id: input.id };
  }
  const id = newId();
  await siteDb.insertInto('research_calls', { id, ...values, status: 'open', creator_id: creatorId, created: values.updated }).execute();
  return { id };
}

/** Closes a call: no more declarations; those made go on through their flows. */
export async function closeResearchCall(siteDb: SiteDb, id: string): Promise<void> {
  const changed = await siteDb.updateTable('research_calls').set({ status: 'closed', updated: nowSeconds() }).where('id', '=', id).executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw notFound('申报批次不存在');
}
