import type { SiteDb } from '@quad/platform/server/db/site-db';
import { emitEvent } from '@quad/platform/server/events';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { workflowDecided } from '../contract';
import { announceTasks, closeOpenTasks, endInstance, nextRunnable, openStep, runFrom, type TFlow } from './advance';
import { activePeople, chosenCandidates } from './assignees';
import { myTask, takeTask, type TMyTask } from './task-gate';
import { parseJson, valueChanges, writeLog } from './store';

export interface TApproval {
  id: string;
  comment?: string;
  values: Record<string, unknown>;
  next: string[];
  requestId?: string;
}

/** The approver's changes to the request, only to the fields the step lets them edit. */
function changesOf(mine: TMyTask, values: Record<string, unknown>, changed: Record<string, unknown>) {
  const refused = Object.keys(changed).find((field) => !mine.step.editable.includes(field));
  if (refused) throw fail(`本环节不能修改“${refused}”`);
  return valueChanges(values, changed);
}

/** The people chosen for a `chosen` next step: some, and each one the step may have. */
async function checkChosen(tx: SiteDb, flow: TFlow, nextIndex: number, next: string[]): Promise<void> {
  const step = flow.definition.steps[nextIndex];
  if (step?.assignee.kind !== 'chosen') return;
  if (next.length === 0) throw fail(`请选择“${step.name}”的审批人`);
  const candidates = (await chosenCandidates(tx, step.assignee)) ?? (await activePeople(tx, next));
  if (next.some((id) => !candidates.includes(id))) throw fail(`所选的人不能审批“${step.name}”，请重新选择`);
  const chosen = { ...parseJson<Record<string, string[]>>(flow.instance.chosen_json, {}), [step.key]: next };
  flow.instance.chosen_json = JSON.stringify(chosen);
  await tx.updateTable('workflow_instances').set({ chosen_json: flow.instance.chosen_json }).where('id', '=', flow.instance.id).execute();
}

/**
 * Whether the step is done after an approval: a task that waited for this one (依次, 加签) is the
 * next to act; otherwise 或签 and an escalation's task are done at their first approval (the others'
 * tasks close), the other kinds once nobody of the round is left pending or waiting, not counting an
 * escalation's tasks (they stand beside the step's people, the step never waits for them).
 */
async function stepDone(tx: SiteDb, mine: TMyTask, flow: TFlow): Promise<boolean> {
  const waiting = await tx.selectFrom('workflow_tasks').selectAll().where('waits_for', '=', mine.task.id).where('status', '=', 'waiting').execute();
  if (waiting.length > 0) {
    await tx.updateTable('workflow_tasks').set({ status: 'pending' }).where('id', 'in', waiting.map((t) => t.id)).execute();
    await announceTasks(tx, flow.instance, waiting);
    return false;
  }
  if (mine.step.kind === 'any' || mine.task.by_escalation === 1) return true;
  const open = await tx
    .selectFrom('workflow_tasks')
    .select('id')
    .where('instance_id', '=', mine.instance.id)
    .where('step_key', '=', mine.task.step_key)
    .where('round', '=', mine.task.round)
    .where('status', 'in', ['pending', 'waiting'])
    .where('by_escalation', '=', 0)
    .executeTakeFirst();
  return !open;
}

/** 同意: with the step's editable fields changed, and the next step's people when they are the approver's to choose. */
export async function approveTask(siteDb: SiteDb, userId: string, input: TApproval): Promise<Record<string, never>> {
  const mine = await myTask(siteDb, userId, input.id, input.requestId);
  if (mine === 'repeated') return {};
  const now = nowSeconds();
  const comment = input.comment ?? '';
  await siteDb.transaction(async (tx) => {
    const flow = await takeTask(tx, mine, { status: 'approved', comment, decided: now, request_id: input.requestId ?? '' }, now);
    const changes = changesOf(mine, flow.values, input.values);
    if (changes.length > 0) {
      flow.values = { ...flow.values, ...input.values };
      await tx.updateTable('workflow_instances').set({ values_json: JSON.stringify(flow.values) }).where('id', '=', flow.instance.id).execute();
    }
    await writeLog(tx, { instanceId: flow.instance.id, action: 'approve', actorId: userId, onBehalfId: mine.task.delegator_id, step: mine.step, comment, changes }, now);
    await emitEvent(tx, workflowDecided, { instance_id: flow.instance.id, app: flow.instance.app, step: mine.step.key, uid: userId, action: 'approve' });
    if (!(await stepDone(tx, mine, flow))) return;
    await closeOpenTasks(tx, flow.instance.id, now);
    const nextIndex = nextRunnable(flow.definition, mine.stepIndex + 1, flow.values);
    await checkChosen(tx, flow, nextIndex, input.next);
    await runFrom(tx, flow, mine.stepIndex + 1);
  });
  return {};
}

/**
 * Steps a rejection may send the request back to (驳回到指定环节): those before the task's step that
 * ran in this instance, in the flow's order.
 */
export async function rejectTargets(siteDb: SiteDb, mine: Pick<TMyTask, 'instance' | 'definition' | 'stepIndex'>) {
  const ran = await siteDb.selectFrom('workflow_tasks').select('step_key').distinct().where('instance_id', '=', mine.instance.id).execute();
  const keys = new Set(ran.map((r) => r.step_key));
  return mine.definition.steps.slice(0, mine.stepIndex).filter((s) => keys.has(s.key));
}

export interface TRejection {
  id: string;
  comment: string;
  toStep: string;
  requestId?: string;
}

/** 驳回: back to the applicant (the instance ends rejected), or back to a step already passed, which runs again in a new round. */
export async function rejectTask(siteDb: SiteDb, userId: string, input: TRejection): Promise<Record<string, never>> {
  const mine = await myTask(siteDb, userId, input.id, input.requestId);
  if (mine === 'repeated') return {};
  const target = input.toStep ? (await rejectTargets(siteDb, mine)).find((s) => s.key === input.toStep) : undefined;
  if (input.toStep && !target) throw fail('只能退回到已经过的环节');
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    const flow = await takeTask(tx, mine, { status: 'rejected', comment: input.comment, decided: now, request_id: input.requestId ?? '' }, now);
    const detail = target ? `驳回到 ${target.name}` : '退回申请人';
    await writeLog(tx, { instanceId: flow.instance.id, action: 'reject', actorId: userId, onBehalfId: mine.task.delegator_id, step: mine.step, comment: input.comment, detail }, now);
    await emitEvent(tx, workflowDecided, { instance_id: flow.instance.id, app: flow.instance.app, step: mine.step.key, uid: userId, action: 'reject' });
    if (!target) return endInstance(tx, flow, 'rejected');
    await closeOpenTasks(tx, flow.instance.id, now);
    await openStep(tx, flow, target);
  });
  return {};
}
