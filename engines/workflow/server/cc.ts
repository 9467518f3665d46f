import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import { fail } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { realnames } from '@quad/platform/server/identity/people';
import type { TCcItem } from '../contract';
import { activePeople } from './assignees';
import { writeLog } from './store';
import { flowPath } from '../shared/flow-path';
import { requireVisible } from './visibility';

/**
 * 抄送: anyone who sees an instance may send it to others to read. They see the request and its
 * flow (not its decisions: they hold no task), find it under 抄送我的 until they open it, and the
 * instance shows who has read it.
 */
export async function ccInstance(
  siteDb: SiteDb,
  userId: string,
  input: { id: string; people: string[]; comment?: string },
): Promise<{ sent: number }> {
  const instance = await requireVisible(siteDb, input.id, userId);
  if (input.people.includes(userId)) throw fail('不能抄送给自己');
  const people = await activePeople(siteDb, input.people);
  if (people.length !== input.people.length) throw fail('所选人员不存在或已停用');
  const already = new Set(
    (
      await siteDb
        .selectFrom('workflow_cc')
        .select('user_id')
        .where('instance_id', '=', instance.id)
        .where('user_id', 'in', people)
        .execute()
    ).map((r) => r.user_id),
  );
  const fresh = people.filter((id) => !already.has(id));
  if (fresh.length === 0) return { sent: 0 };
  const names = await realnames(siteDb, [userId, ...fresh]);
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    for (const person of fresh) {
      await tx
        .insertInto('workflow_cc', { id: newId(), instance_id: instance.id, user_id: person, from_id: userId, created: now, read_at: 0 })
        .onConflict((c) => c.columns(['site_id', 'instance_id', 'user_id']).doNothing())
        .execute();
    }
    await writeLog(
      tx,
      {
        instanceId: instance.id,
        action: 'cc',
        actorId: userId,
        comment: input.comment ?? '',
        detail: `抄送给 ${fresh.map((id) => names.get(id) ?? '').join('、')}`,
      },
      now,
    );
    await sendMessage(tx, {
      userIds: fresh,
      appKey: instance.app,
      title: `抄送：${instance.title}`,
      body: `${names.get(userId) ?? ''} 抄送给您“${instance.title}”，请知悉。${input.comment ? `附言：${input.comment}` : ''}`,
      link: flowPath(instance.id),
    });
  });
  return { sent: fresh.length };
}

/** The people an instance was sent to, with when each read it; the caller's own first read is marked now. */
export async function ccReaders(siteDb: SiteDb, instanceId: string, userId: string): Promise<{ id: string; name: string; read: number }[]> {
  const rows = await siteDb.selectFrom('workflow_cc').select(['user_id', 'read_at']).where('instance_id', '=', instanceId).orderBy('created').orderBy('id').execute();
  // Only a copied reader's first opening writes: every other view of the instance stays a read.
  const mine = rows.find((r) => r.user_id === userId && Number(r.read_at) === 0);
  if (mine) {
    mine.read_at = nowSeconds();
    await siteDb.updateTable('workflow_cc').set({ read_at: mine.read_at }).where('instance_id', '=', instanceId).where('user_id', '=', userId).where('read_at', '=', 0).execute();
  }
  const names = await realnames(siteDb, rows.map((r) => r.user_id));
  return rows.map((r) => ({ id: r.user_id, name: names.get(r.user_id) ?? '', read: Number(r.read_at) }));
}

/** 抄送我的: newest first, with the unread count for the tab's badge. */
export async function listCc(
  siteDb: SiteDb,
  userId: string,
  filter: TPage & { unread?: boolean },
): Promise<{ list: TCcItem[]; total: number; unread: number }> {
  const mine = siteDb.selectFrom('workflow_cc').where('workflow_cc.user_id', '=', userId);
  const base = mine
    .innerJoin('workflow_instances as i', (j) =>
      j.onRef('i.site_id', '=', 'workflow_cc.site_id').onRef('i.id', '=', 'workflow_cc.instance_id'),
    )
    .leftJoin('users as a', (j) => j.onRef('a.site_id', '=', 'i.site_id').onRef('a.id', '=', 'i.applicant_id'))
    .leftJoin('users as f', (j) => j.onRef('f.site_id', '=', 'workflow_cc.site_id').onRef('f.id', '=', 'workflow_cc.from_id'))
    .$if(Boolean(filter.unread), (q) => q.where('workflow_cc.read_at', '=', 0));
  const { rows, total } = await pagedRows(base, filter, (q) =>
    q
      .select([
        'workflow_cc.id',
        'workflow_cc.instance_id',
        'workflow_cc.created',
        'workflow_cc.read_at',
        'i.app',
        'i.title',
        'i.status',
        'a.realname as applicant',
        'f.realname as sender',
      ])
      .orderBy('workflow_cc.created', 'desc')
      .orderBy('workflow_cc.id', 'desc'),
  );
  const { unread } = await mine
    .where('read_at', '=', 0)
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .executeTakeFirstOrThrow();
  const list = rows.map((r) => ({
    id: r.id,
    instanceId: r.instance_id,
    app: r.app,
    title: r.title,
    status: r.status,
    applicant: r.applicant ?? '',
    from: r.sender ?? '',
    created: Number(r.created),
    read: Number(r.read_at),
  }));
  return { list, total, unread: Number(unread) };
}
