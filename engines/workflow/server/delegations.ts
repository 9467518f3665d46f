import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { realnames } from '@quad/platform/server/identity/people';
import { activePeople } from './assignees';

/** A task's person after delegations: the delegate holds it, for the delegator. */
export interface TRouted {
  assigneeId: string;
  delegatorId: string;
}

/**
 * Routes new tasks through the delegations running now: a person who handed their approvals to
 * someone gets none, the delegate gets them on their behalf. One hop only: a delegate's own
 * delegation does not pass the task on again, so it can never go round in a circle.
 */
export async function routeThroughDelegations(siteDb: SiteDb, userIds: string[], now: number): Promise<TRouted[]> {
  if (userIds.length === 0) return [];
  const rows = await siteDb
    .selectFrom('workflow_delegations')
    .select(['user_id', 'delegate_id'])
    .where('user_id', 'in', userIds)
    .where('from_at', '<=', now)
    .where('to_at', '>', now)
    .orderBy('created')
    .execute();
  const delegates = new Map(rows.map((r) => [r.user_id, r.delegate_id]));
  const active = new Set(await activePeople(siteDb, [...delegates.values()]));
  return userIds.map((id) => {
    const delegate = delegates.get(id);
    return delegate && active.has(delegate) ? { assigneeId: delegate, delegatorId: id } : { assigneeId: id, delegatorId: '' };
  });
}

/** My delegations that have not ended, soonest first. */
export async function listMyDelegations(siteDb: SiteDb, userId: string) {
  const rows = await siteDb
    .selectFrom('workflow_delegations')
    .select(['id', 'delegate_id', 'from_at', 'to_at'])
    .where('user_id', '=', userId)
    .where('to_at', '>', nowSeconds())
    .orderBy('from_at')
    .execute();
  const names = await realnames(siteDb, rows.map((r) => r.delegate_id));
  return { list: rows.map((r) => ({ id: r.id, delegate: { id: r.delegate_id, name: names.get(r.delegate_id) ?? '' }, from: Number(r.from_at), to: Number(r.to_at) })) };
}

export async function saveDelegation(siteDb: SiteDb, userId: string, input: { userId: string; from: number; to: number }): Promise<{ id: string }> {
  const now = nowSeconds();
  if (input.userId === userId) throw fail('不能委托给自己');
  if (input.to <= input.from) throw fail('结束时间应晚于开始时间');
  if (input.to <= now) throw fail('结束时间已过，请重新选择');
  if ((await activePeople(siteDb, [input.userId])).length === 0) throw fail('受托人不存在或已停用');
  const id = newId();
  await siteDb.insertInto('workflow_delegations', { id, user_id: userId, delegate_id: input.userId, from_at: input.from, to_at: input.to, created: now }).execute();
  return { id };
}

/** Ends one of my delegations; tasks it already routed stay with the delegate. */
export async function cancelDelegation(siteDb: SiteDb, userId: string, id: string): Promise<Record<string, never>> {
  const result = await siteDb.deleteFrom('workflow_delegations').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('委托不存在');
  return {};
}
