import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { closeTodos } from '@quad/platform/server/todo/todos';
import type { TStep, TWorkflowDefinition } from '../contract-definition';
import type { TFlow } from './advance';
import { loadDefinition } from './definitions';
import { lockRunning, requireInstance, TODO_SOURCE, valuesOf, type TInstanceRow, type TTaskRow } from './store';

/** A task its assignee is about to act on, with its instance and step. */
export interface TMyTask {
  task: TTaskRow;
  instance: TInstanceRow;
  definition: TWorkflowDefinition;
  step: TStep;
  stepIndex: number;
}

/**
 * The caller's task, if they may act on it now: theirs, pending, of an instance still running.
 * Answers 'repeated' when this very decision (same request id) was taken already, so a retry is
 * answered like the first. Another site's task is not found: its id means nothing here.
 */
export async function myTask(siteDb: SiteDb, userId: string, taskId: string, requestId?: string): Promise<TMyTask | 'repeated'> {
  const task = await siteDb.selectFrom('workflow_tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound('待办不存在');
  if (task.assignee_id !== userId) throw fail('这不是您的待办，不能办理');
  if (requestId && task.request_id === requestId) return 'repeated';
  const instance = await requireInstance(siteDb, task.instance_id);
  if (instance.status === 'withdrawn') throw fail('申请人已撤回该申请，无需办理');
  if (task.status === 'waiting') throw fail('还没有轮到您办理');
  if (task.status !== 'pending' || instance.status !== 'running') throw fail('已被他人处理');
  const { definition } = await loadDefinition(siteDb, instance.def_key, instance.def_version);
  const stepIndex = definition.steps.findIndex((s) => s.key === task.step_key);
  const step = definition.steps[stepIndex];
  if (!step) throw fail('审批环节已不存在，请联系管理员');
  return { task, instance, definition, step, stepIndex };
}

type TTaskChange = { status: TTaskRow['status']; comment?: string; decided?: number; request_id?: string };

/**
 * The one gate of every action on a task, in its transaction: the instance is taken (`lockRunning`),
 * then the task changes only if it is still pending. Whoever came second finds no pending task and
 * is told 已被他人处理, with nothing changed. Answers the flow to continue with.
 */
export async function takeTask(tx: SiteDb, mine: TMyTask, change: TTaskChange, now: number): Promise<TFlow> {
  await lockRunning(tx, mine.instance, now);
  const result = await tx.updateTable('workflow_tasks').set(change).where('id', '=', mine.task.id).where('status', '=', 'pending').executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw fail('已被他人处理');
  if (change.status !== 'pending') await closeTodos(tx, TODO_SOURCE, [mine.task.id]);
  // Read again after the lock: another decision may have changed the values or the step meanwhile.
  const instance = await requireInstance(tx, mine.instance.id);
  return { instance, definition: mine.definition, values: valuesOf(instance), now };
}
