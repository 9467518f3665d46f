import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { realnames } from '@quad/platform/server/identity/people';
import { announceTasks, newTask } from './advance';
import { activePeople } from './assignees';
import { routeThroughDelegations } from './delegations';
import { myTask, takeTask, type TMyTask } from './task-gate';
import { writeLog } from './store';

/** The person a task is passed or added to: someone else, active on this site; answers their name. */
async function otherPerson(siteDb: SiteDb, mine: TMyTask, userId: string): Promise<string> {
  if (userId === mine.task.assignee_id) throw fail('不能选择自己');
  if ((await activePeople(siteDb, [userId])).length === 0) throw fail('所选人员不存在或已停用');
  return (await realnames(siteDb, [userId])).get(userId) ?? '';
}

/** Moves the step's later people one place down from `seq`, to make room for an added signer there. */
const makeRoomAt = (tx: SiteDb, task: TMyTask['task'], seq: number) =>
  tx
    .updateTable('workflow_tasks')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('instance_id', '=', task.instance_id)
    .where('step_key', '=', task.step_key)
    .where('round', '=', task.round)
    .where('seq', '>=', seq)
    .execute();

/** 转办: my task closes as transferred; the new person takes my place (and whoever waited for me waits for them). */
export async function transferTask(siteDb: SiteDb, userId: string, input: { id: string; userId: string; comment?: string }): Promise<Record<string, never>> {
  const mine = await myTask(siteDb, userId, input.id);
  if (mine === 'repeated') return {};
  const name = await otherPerson(siteDb, mine, input.userId);
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    const flow = await takeTask(tx, mine, { status: 'transferred', comment: input.comment ?? '', decided: now }, now);
    const [person] = await routeThroughDelegations(tx, [input.userId], now);
    const task = newTask(flow, mine.step, mine.task.round, person ?? { assigneeId: input.userId, delegatorId: '' }, {
      seq: mine.task.seq,
      status: 'pending',
      waitsFor: '',
      deadline: Number(mine.task.deadline),
      // Whoever takes over or joins an escalation's task holds its power to finish the step.
      byEscalation: mine.task.by_escalation,
    });
    await tx.insertInto('workflow_tasks', task).execute();
    await tx.updateTable('workflow_tasks').set({ waits_for: task.id }).where('waits_for', '=', mine.task.id).execute();
    await writeLog(tx, { instanceId: flow.instance.id, action: 'transfer', actorId: userId, onBehalfId: mine.task.delegator_id, step: mine.step, comment: input.comment, detail: `转办给 ${name}` }, now);
    await announceTasks(tx, flow.instance, [task]);
  });
  return {};
}

/**
 * 加签: `before`, the new person acts first and my task waits for theirs; `after`, theirs waits for
 * mine (and whoever waited for me now waits for them), so the step is not done until they approve.
 */
export async function addSigner(
  siteDb: SiteDb,
  userId: string,
  input: { id: string; userId: string; position: 'before' | 'after'; comment?: string },
): Promise<Record<string, never>> {
  const mine = await myTask(siteDb, userId, input.id);
  if (mine === 'repeated') return {};
  const name = await otherPerson(siteDb, mine, input.userId);
  const before = input.position === 'before';
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    // Before: my task waits (its to-do goes); after: it stays mine to do, the gate only takes the instance.
    const flow = await takeTask(tx, mine, { status: before ? 'waiting' : 'pending' }, now);
    const seq = before ? mine.task.seq : mine.task.seq + 1;
    await makeRoomAt(tx, mine.task, seq);
    const [person] = await routeThroughDelegations(tx, [input.userId], now);
    const task = newTask(flow, mine.step, mine.task.round, person ?? { assigneeId: input.userId, delegatorId: '' }, {
      seq,
      status: before ? 'pending' : 'waiting',
      waitsFor: before ? '' : mine.task.id,
      deadline: Number(mine.task.deadline),
      byEscalation: mine.task.by_escalation,
    });
    if (before) await tx.updateTable('workflow_tasks').set({ waits_for: task.id }).where('id', '=', mine.task.id).execute();
    else await tx.updateTable('workflow_tasks').set({ waits_for: task.id }).where('waits_for', '=', mine.task.id).execute();
    await tx.insertInto('workflow_tasks', task).execute();
    const detail = before ? `在我之前加签 ${name}` : `在我之后加签 ${name}`;
    await writeLog(tx, { instanceId: flow.instance.id, action: 'add-signer', actorId: userId, onBehalfId: mine.task.delegator_id, step: mine.step, comment: input.comment, detail }, now);
    if (before) await announceTasks(tx, flow.instance, [task]);
  });
  return {};
}
