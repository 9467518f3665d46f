import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { requireUploads } from '@quad/platform/server/files/site-uploads';
import { nowSeconds } from '@quad/platform/server/ids';
import { closeTodos } from '@quad/platform/server/todo/todos';
import type { WindowLimiter } from '@quad/platform/server/rate-limit';
import { endInstance } from './advance';
import { loadDefinition } from './definitions';
import { requireVisible } from './visibility';
import { lockRunning, REVISE_SOURCE, valuesOf, writeLog, type TInstanceRow } from './store';
import { flowPath } from '../shared/flow-path';

/** What counts as someone having acted on an instance: after any of these the applicant can no longer withdraw. */
const ACTIONS_OF_APPROVERS = ['approve', 'reject', 'return', 'transfer', 'add-signer'] as const;

export async function hasBeenActedOn(siteDb: SiteDb, instanceId: string): Promise<boolean> {
  const row = await siteDb.selectFrom('workflow_log').select('id').where('instance_id', '=', instanceId).where('action', 'in', ACTIONS_OF_APPROVERS).executeTakeFirst();
  return row !== undefined;
}

async function myRequest(siteDb: SiteDb, userId: string, id: string, status: 'running' | 'open'): Promise<TInstanceRow> {
  const instance = await requireVisible(siteDb, id, userId);
  if (instance.applicant_id !== userId) throw fail('只有申请人可以这样做');
  const open = instance.status === 'running' || (status === 'open' && instance.status === 'returned');
  if (!open) throw fail(instance.status === 'returned' ? '申请已退回修改，请修改后重新提交' : '该审批已结束');
  return instance;
}

/**
 * 撤回: the applicant's, while nobody has acted yet (checked again once the instance is taken, so an
 * approval racing it wins or loses whole), or while it waits for their changes (退回修改).
 */
export async function withdrawInstance(siteDb: SiteDb, userId: string, id: string): Promise<Record<string, never>> {
  const instance = await myRequest(siteDb, userId, id, 'open');
  const { definition } = await loadDefinition(siteDb, instance.def_key, instance.def_version);
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    if (instance.status === 'returned') {
      await lockRunning(tx, instance, now, 'returned');
      await closeTodos(tx, REVISE_SOURCE, [id]);
    } else {
      await lockRunning(tx, instance, now);
      if (await hasBeenActedOn(tx, id)) throw fail('已有审批人办理，不能撤回');
    }
    await writeLog(tx, { instanceId: id, action: 'withdraw', actorId: userId }, now);
    await endInstance(tx, { instance, definition, values: valuesOf(instance), now }, 'withdrawn');
  });
  return {};
}

/** Who has the instance's tasks in hand now. */
export async function pendingAssignees(siteDb: SiteDb, instanceId: string): Promise<string[]> {
  const rows = await siteDb.selectFrom('workflow_tasks').select('assignee_id').where('instance_id', '=', instanceId).where('status', '=', 'pending').execute();
  return [...new Set(rows.map((r) => r.assignee_id))];
}

/** 催办: a message to each pending approver, at most once per instance in the limiter's window. */
export async function urgeInstance(siteDb: SiteDb, userId: string, id: string, limiter: WindowLimiter): Promise<{ sent: number }> {
  const instance = await myRequest(siteDb, userId, id, 'running');
  const pending = await pendingAssignees(siteDb, id);
  await limiter.hit(`${siteDb.siteId}|${id}`, '10分钟内已催办过，请稍后再试');
  const now = nowSeconds();
  return siteDb.transaction(async (tx) => {
    const sent = await sendMessage(tx, {
      userIds: pending,
      appKey: instance.app,
      title: `催办：${instance.title}`,
      body: `申请人催您尽快审批“${instance.title}”。`,
      link: flowPath(id),
    });
    await writeLog(tx, { instanceId: id, action: 'urge', actorId: userId, detail: `提醒了 ${sent} 人` }, now);
    return { sent };
  });
}

/** 留言: anyone who sees the instance, with files of this site only. */
export async function commentInstance(siteDb: SiteDb, userId: string, input: { id: string; comment: string; attachments: string[] }): Promise<Record<string, never>> {
  await requireVisible(siteDb, input.id, userId);
  await requireUploads(siteDb, input.attachments, { field: 'attachments', message: '附件不存在，请重新上传' });
  await writeLog(siteDb, { instanceId: input.id, action: 'comment', actorId: userId, comment: input.comment, attachments: input.attachments }, nowSeconds());
  return {};
}
