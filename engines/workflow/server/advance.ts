import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { emitEvent } from '@quad/platform/server/events';
import { fail } from '@quad/platform/server/errors';
import { newId } from '@quad/platform/server/ids';
import { closeTodos, openTodos } from '@quad/platform/server/todo/todos';
import { workflowCompleted } from '../contract';
import type { TAssignee, TStep, TWorkflowDefinition } from '../contract-definition';
import { conditionHolds } from '../shared/conditions';
import { fallbackApprovers, resolveAssignees } from './assignees';
import { routeThroughDelegations, type TRouted } from './delegations';
import { runEndedHandlers } from './ended-handlers';
import { parseJson, TODO_SOURCE, writeLog, type TInstanceRow, type TTaskRow } from './store';
import { flowPath } from '../shared/flow-path';

/**
 * How an instance moves: into its next step (tasks, to-dos, messages) or to its end. Every function
 * here runs inside the transaction of the change that moved it, after `lockRunning`.
 */

export interface TFlow {
  instance: TInstanceRow;
  definition: TWorkflowDefinition;
  /** The request's values as they stand now (an approver may have changed some). */
  values: Record<string, unknown>;
  now: number;
}

/** The index of the first step from `from` on whose condition holds, or -1 when none is left. */
export function nextRunnable(definition: TWorkflowDefinition, from: number, values: Record<string, unknown>): number {
  for (let i = from; i < definition.steps.length; i++) if (conditionHolds(definition.steps[i]?.when, values)) return i;
  return -1;
}

/** Opens the first runnable step from `from` on, or approves the instance when none is left. */
export async function runFrom(tx: SiteDb, flow: TFlow, from: number): Promise<void> {
  const index = nextRunnable(flow.definition, from, flow.values);
  const step = flow.definition.steps[index];
  if (step) await openStep(tx, flow, step);
  else await endInstance(tx, flow, 'approved');
}

/**
 * Whom `rule` finds for the step (its assignee, or its escalation), else the site's first fallback
 * approver with a `fallback` log line; nobody only when the site has no administrator either.
 */
export async function peopleFor(tx: SiteDb, flow: TFlow, step: TStep, rule: TAssignee): Promise<string[]> {
  const chosen = parseJson<Record<string, string[]>>(flow.instance.chosen_json, {})[step.key] ?? [];
  const found = await resolveAssignees(tx, rule, { applicantId: flow.instance.applicant_id, chosen, values: flow.values });
  if (found.length > 0) return found;
  const fallback = (await fallbackApprovers(tx)).slice(0, 1);
  if (fallback.length > 0) await writeLog(tx, { instanceId: flow.instance.id, action: 'fallback', step, detail: '未找到审批人，转交站点管理员' }, flow.now);
  return fallback;
}

/** The step's people: `single` takes the first found. */
async function peopleOf(tx: SiteDb, flow: TFlow, step: TStep): Promise<string[]> {
  const found = await peopleFor(tx, flow, step, step.assignee);
  // No site administrator either: refusing is better than a request nobody will ever see.
  if (found.length === 0) throw fail(`“${step.name}”没有审批人，请联系管理员设置`);
  return step.kind === 'single' ? found.slice(0, 1) : found;
}

/** A new round of `step`: its tasks (依次: the first pending, each next waiting for the one before). */
export async function openStep(tx: SiteDb, flow: TFlow, step: TStep): Promise<void> {
  const last = await tx
    .selectFrom('workflow_tasks')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('instance_id', '=', flow.instance.id)
    .where('step_key', '=', step.key)
    .executeTakeFirst();
  const round = Number(last?.round ?? 0) + 1;
  const routed = await routeThroughDelegations(tx, await peopleOf(tx, flow, step), flow.now);
  const deadline = step.limitHours > 0 ? flow.now + step.limitHours * 3600 : 0;
  const tasks: TNewTask[] = [];
  for (const [seq, person] of routed.entries()) {
    const waiting = step.kind === 'sequence' && seq > 0;
    tasks.push(newTask(flow, step, round, person, { seq, status: waiting ? 'waiting' : 'pending', waitsFor: waiting ? (tasks[seq - 1]?.id ?? '') : '', deadline }));
  }
  await tx.insertInto('workflow_tasks', tasks).execute();
  await tx.updateTable('workflow_instances').set({ step_key: step.key, step_name: step.name, updated: flow.now }).where('id', '=', flow.instance.id).execute();
  Object.assign(flow.instance, { step_key: step.key, step_name: step.name });
  await announceTasks(tx, flow.instance, tasks.filter((t) => t.status === 'pending'));
}

/** A task row as it is inserted (SiteDb stamps the site). */
export type TNewTask = Omit<TTaskRow, 'site_id'>;

/** A task for `person` in `step`'s round; `byEscalation` 1 makes it an escalation's (see `escalate.ts`). */
export function newTask(
  flow: Pick<TFlow, 'instance' | 'now'>,
  step: { key: string; name: string },
  round: number,
  person: TRouted,
  place: { seq: number; status: 'pending' | 'waiting'; waitsFor: string; deadline: number; byEscalation?: number },
): TNewTask {
  return {
    id: newId(),
    instance_id: flow.instance.id,
    step_key: step.key,
    step_name: step.name,
    round,
    assignee_id: person.assigneeId,
    delegator_id: person.delegatorId,
    seq: place.seq,
    waits_for: place.waitsFor,
    status: place.status,
    comment: '',
    request_id: '',
    created: flow.now,
    decided: 0,
    deadline: place.deadline,
    reminded: 0,
    by_escalation: place.byEscalation ?? 0,
  };
}

/** Tasks that have just become someone's to do: their to-do entries and an inbox message each. */
export async function announceTasks(tx: SiteDb, instance: TInstanceRow, tasks: Pick<TTaskRow, 'id' | 'assignee_id' | 'step_name' | 'deadline'>[]): Promise<void> {
  if (tasks.length === 0) return;
  const link = flowPath(instance.id);
  await openTodos(
    tx,
    tasks.map((t) => ({ userId: t.assignee_id, source: TODO_SOURCE, ref: t.id, app: instance.app, title: instance.title, summary: t.step_name, link, deadline: Number(t.deadline) })),
  );
  for (const task of tasks)
    await sendMessage(tx, {
      userIds: [task.assignee_id],
      appKey: instance.app,
      title: `待审批：${instance.title}`,
      body: `“${instance.title}”等待您审批（${task.step_name}）。`,
      link,
    });
}

/** Closes every task of the instance still open (pending or waiting), but `keep`, and takes them out of the to-do inboxes. */
export async function closeOpenTasks(tx: SiteDb, instanceId: string, now: number, keep: string[] = []): Promise<void> {
  const open = await tx
    .selectFrom('workflow_tasks')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where('status', 'in', ['pending', 'waiting'])
    .execute();
  const ids = open.map((t) => t.id).filter((id) => !keep.includes(id));
  if (ids.length === 0) return;
  await tx.updateTable('workflow_tasks').set({ status: 'closed', decided: now }).where('id', 'in', ids).execute();
  await closeTodos(tx, TODO_SOURCE, ids);
}

async function lastDecisionComment(tx: SiteDb, instanceId: string): Promise<string> {
  const last = await tx
    .selectFrom('workflow_log')
    .select('comment')
    .where('instance_id', '=', instanceId)
    .where('action', 'in', ['approve', 'reject'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last?.comment ?? '';
}

const outcomeWords = { approved: '已通过', rejected: '已被驳回' } as const;

/**
 * Ends the instance: open tasks closed, the app's handlers run, the event announced, and the
 * applicant told (not of their own withdrawal).
 */
export async function endInstance(tx: SiteDb, flow: TFlow, status: 'approved' | 'rejected' | 'withdrawn'): Promise<void> {
  const { instance, now } = flow;
  await closeOpenTasks(tx, instance.id, now);
  await tx
    .updateTable('workflow_instances')
    .set({ status, values_json: JSON.stringify(flow.values), updated: now })
    .where('id', '=', instance.id)
    .execute();
  instance.status = status;
  if (status === 'approved') await writeLog(tx, { instanceId: instance.id, action: 'complete', detail: '审批通过' }, now);
  const comment = status === 'withdrawn' ? '' : await lastDecisionComment(tx, instance.id);
  await runEndedHandlers(instance.app, { siteDb: tx, instanceId: instance.id, status, values: flow.values, applicantId: instance.applicant_id, comment });
  await emitEvent(tx, workflowCompleted, { instance_id: instance.id, app: instance.app, status });
  if (status === 'withdrawn') return;
  await sendMessage(tx, {
    userIds: [instance.applicant_id],
    appKey: instance.app,
    title: `审批${outcomeWords[status]}：${instance.title}`,
    body: `您提交的“${instance.title}”${outcomeWords[status]}。`,
    link: flowPath(instance.id),
  });
}
