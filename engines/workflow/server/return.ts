import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { emitEvent } from '@quad/platform/server/events';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { closeTodos, openTodos } from '@quad/platform/server/todo/todos';
import { workflowDecided, workflowSubmitted } from '../contract';
import { closeOpenTasks, runFrom } from './advance';
import { loadDefinition } from './definitions';
import { revisionsOf } from './revisions';
import { myTask, takeTask } from './task-gate';
import { REVISE_SOURCE, requireInstance, valueChanges, valuesOf, writeLog } from './store';

export interface TReturn {
  id: string;
  comment: string;
  requestId?: string;
}

/**
 * 退回修改: the request goes back to its applicant, who finds it in their to-do inbox and on the
 * area's page; it stops at this step (`step_key` stays), with every open task closed, until it is
 * sent again. Only for apps that accept revisions.
 */
export async function returnTask(siteDb: SiteDb, userId: string, input: TReturn): Promise<Record<string, never>> {
  const mine = await myTask(siteDb, userId, input.id, input.requestId);
  if (mine === 'repeated') return {};
  const area = revisionsOf(mine.instance.app);
  if (!area) throw fail('该类申请不能退回修改，请驳回');
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    const flow = await takeTask(tx, mine, { status: 'returned', comment: input.comment, decided: now, request_id: input.requestId ?? '' }, now);
    const { instance } = flow;
    await writeLog(tx, { instanceId: instance.id, action: 'return', actorId: userId, onBehalfId: mine.task.delegator_id, step: mine.step, comment: input.comment, detail: '退回申请人修改' }, now);
    await emitEvent(tx, workflowDecided, { instance_id: instance.id, app: instance.app, step: mine.step.key, uid: userId, action: 'return' });
    await closeOpenTasks(tx, instance.id, now);
    await tx.updateTable('workflow_instances').set({ status: 'returned', updated: now }).where('id', '=', instance.id).execute();
    await area.onReturned({ siteDb: tx, instanceId: instance.id, comment: input.comment });
    const link = area.revisePath(instance.id, flow.values);
    await openTodos(tx, [{ userId: instance.applicant_id, source: REVISE_SOURCE, ref: instance.id, app: instance.app, title: instance.title, summary: `退回修改：${input.comment}`, link }], now);
    await sendMessage(tx, {
      userIds: [instance.applicant_id],
      appKey: instance.app,
      title: `请修改后重新提交：${instance.title}`,
      body: `您提交的“${instance.title}”被退回修改（${mine.step.name}）：${input.comment}`,
      link,
    });
  });
  return {};
}

export interface TResubmit {
  instanceId: string;
  applicantId: string;
  /** The request as the applicant changed it; fields not named keep their values. */
  values: Record<string, unknown>;
  title?: string;
}

/**
 * Sends a returned request again, for the area that took the applicant's changes (inside its own
 * transaction, so its record changes with it): the changes are logged, and the step that returned it
 * opens a new round (or the next whose condition holds on the new values). A second send of the same
 * changes finds the request running and is refused, leaving the first.
 */
export async function resubmitInstance(siteDb: SiteDb, input: TResubmit): Promise<void> {
  const instance = await requireInstance(siteDb, input.instanceId);
  if (instance.applicant_id !== input.applicantId) throw fail('只有申请人可以这样做');
  const { definition } = await loadDefinition(siteDb, instance.def_key, instance.def_version);
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    const taken = await tx.updateTable('workflow_instances').set({ status: 'running', updated: now }).where('id', '=', instance.id).where('status', '=', 'returned').executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw fail('该申请不在待修改状态，无需重新提交');
    const before = valuesOf(instance);
    const values = { ...before, ...input.values };
    const title = input.title?.trim().slice(0, 100) || instance.title;
    await tx.updateTable('workflow_instances').set({ values_json: JSON.stringify(values), title }).where('id', '=', instance.id).execute();
    await closeTodos(tx, REVISE_SOURCE, [instance.id]);
    await writeLog(tx, { instanceId: instance.id, action: 'resubmit', actorId: input.applicantId, detail: '修改后重新提交', changes: valueChanges(before, input.values) }, now);
    await emitEvent(tx, workflowSubmitted, { instance_id: instance.id, app: instance.app, uid: input.applicantId });
    const resumeAt = Math.max(0, definition.steps.findIndex((s) => s.key === instance.step_key));
    await runFrom(tx, { instance: { ...instance, status: 'running', title, values_json: JSON.stringify(values) }, definition, values, now }, resumeAt);
  });
}
