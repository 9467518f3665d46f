import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import { fail, notFound } from '@quad/platform/server/errors';
import { parseUploadIds, presentAttachments, requireUploads } from '@quad/platform/server/files/site-uploads';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { personById, realnames } from '@quad/platform/server/identity/people';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { ensureDefinition, startInstance } from '@quad/workflow-engine/server';
import type { declareProject, TProjectItem } from '../contract';
import { DEFAULT_PROJECT_FLOW, PROJECT_FLOW } from './flow';
import { callIsOpen } from './service-calls';

type TDeclare = z.output<(typeof declareProject)['input']>;

const earlierProject = (siteDb: SiteDb, userId: string, requestId: string) =>
  siteDb.selectFrom('research_projects').select(['id', 'instance_id as instanceId']).where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();

/** The members named, without the leader: each must be an active person of this site. */
async function checkedMembers(siteDb: SiteDb, leaderId: string, members: string[]): Promise<string[]> {
  const others = members.filter((id) => id !== leaderId);
  if (others.length === 0) return [];
  const found = await siteDb.selectFrom('users').select('id').where('id', 'in', others).where('status', '=', 'active').execute();
  if (found.length !== others.length) throw fail('项目成员不存在或已停用');
  return others;
}

/**
 * A declaration under an open call: checked, stored with its members and sent into the site's
 * project flow in one transaction, so a declaration never exists without its flow. A retried
 * submission (same request id) answers the first, also when two race (the unique request index).
 */
export async function declare(siteDb: SiteDb, applicantId: string, today: string, input: TDeclare): Promise<{ id: string; instanceId: string }> {
  const earlier = await earlierProject(siteDb, applicantId, input.requestId);
  if (earlier) return earlier;
  const call = await siteDb.selectFrom('research_calls').select(['title', 'level', 'status', 'deadline', 'departments']).where('id', '=', input.callId).executeTakeFirst();
  if (!call) throw notFound('申报批次不存在');
  const applicant = await personById.first(siteDb, { userId: applicantId });
  if (!applicant) throw notFound('用户不存在');
  if (call.status !== 'open' || call.deadline < today) throw fail('该批次已截止或已关闭，不能申报');
  if (!callIsOpen(call, applicant.dept_id, today)) throw fail('你所在院系不在该批次的申报范围内');
  const members = await checkedMembers(siteDb, applicantId, input.members);
  await requireUploads(siteDb, input.attachments, { field: 'attachments', message: '附件不存在' });
  const name = sanitizePlainText(input.name);
  const budgetCents = Math.round(input.budget * 100);
  return siteDb.transaction(async (tx) => {
    await ensureDefinition(tx, { key: PROJECT_FLOW, app: 'research', definition: DEFAULT_PROJECT_FLOW });
    const { id: instanceId } = await startInstance(tx, {
      key: PROJECT_FLOW,
      applicantId,
      title: `${applicant.realname}的项目申报：${name}`,
      values: { call: call.title, level: call.level, name, budget: budgetCents / 100, start: input.start, end: input.end, members: members.length, summary: sanitizePlainText(input.summary) },
      requestId: input.requestId,
    });
    const id = newId();
    const inserted = await tx
      .insertInto('research_projects', {
        id,
        call_id: input.callId,
        user_id: applicantId,
        dept_id: applicant.dept_id,
        instance_id: instanceId,
        request_id: input.requestId,
        name,
        level: call.level,
        budget_cents: budgetCents,
        start_day: input.start,
        end_day: input.end,
        summary: sanitizePlainText(input.summary),
        attachments: JSON.stringify(input.attachments),
        status: 'running',
        created: nowSeconds(),
      })
      .onConflict((c) => c.columns(['site_id', 'user_id', 'request_id']).doNothing())
      .executeTakeFirst();
    // The same submission raced this one and stored first: answer its declaration.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return (await earlierProject(tx, applicantId, input.requestId)) ?? { id, instanceId };
    if (members.length) await tx.insertInto('research_project_members', members.map((user_id) => ({ project_id: id, user_id }))).execute();
    return { id, instanceId };
  });
}

/** My declarations, newest first, with their call, members and files. */
export async function myProjects(siteDb: SiteDb, basePath: string, userId: string, page: TPage): Promise<{ list: TProjectItem[]; total: number }> {
  const base = siteDb.selectFrom('research_projects').where('research_projects.user_id', '=', userId);
  const { rows, total } = await pagedRows(base, page, (q) =>
    q
      .leftJoin('research_calls as call', (j) => j.onRef('call.site_id', '=', 'research_projects.site_id').onRef('call.id', '=', 'research_projects.call_id'))
      .selectAll('research_projects')
      .select('call.title as call_title')
      .orderBy('research_projects.created', 'desc')
      .orderBy('research_projects.id', 'desc'),
  );
  const ids = rows.map((r) => r.id);
  const memberRows = ids.length ? await siteDb.selectFrom('research_project_members').select(['project_id', 'user_id']).where('project_id', 'in', ids).execute() : [];
  const names = await realnames(siteDb, memberRows.map((m) => m.user_id));
  const list = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      instanceId: r.instance_id,
      callId: r.call_id,
      callTitle: r.call_title ?? '',
      name: r.name,
      level: r.level,
      budget: Number(r.budget_cents) / 100,
      start: r.start_day,
      end: r.end_day,
      summary: r.summary,
      members: memberRows.filter((m) => m.project_id === r.id).map((m) => ({ id: m.user_id, name: names.get(m.user_id) ?? '' })),
      attachments: await presentAttachments(siteDb, basePath, parseUploadIds(r.attachments)),
      status: r.status,
      created: Number(r.created),
    })),
  );
  return { list, total };
}
