import type { Selectable } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { newId } from '@quad/platform/server/ids';
import type { TFlowAction } from '../contract';
import type { WorkflowInstancesTable, WorkflowTasksTable } from './schema';

export type TInstanceRow = Selectable<WorkflowInstancesTable>;
export type TTaskRow = Selectable<WorkflowTasksTable>;
export type TValueChange = { field: string; before: string; after: string };

/** The engine's source in the to-do inbox: a to-do's ref is the task id. */
export const TODO_SOURCE = 'workflow';
/** The applicant's to-do while their request waits for changes (退回修改): its ref is the instance id. */
export const REVISE_SOURCE = 'workflow-revise';
/** JSON the engine wrote itself; anything unreadable counts as empty. */
export function parseJson<T>(json: string, empty: T): T {
  try {
    return (JSON.parse(json) as T | null) ?? empty;
  } catch {
    return empty;
  }
}

export const valuesOf = (instance: TInstanceRow): Record<string, unknown> => parseJson(instance.values_json, {});

const shown = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields `changed` gives another value than `values` has, as the flow log shows them. */
export const valueChanges = (values: Record<string, unknown>, changed: Record<string, unknown>): TValueChange[] =>
  Object.entries(changed)
    .filter(([field, after]) => shown(values[field]) !== shown(after))
    .map(([field, after]) => ({ field, before: shown(values[field]), after: shown(after) }));

export const findInstanceRow = (siteDb: SiteDb, id: string): Promise<TInstanceRow | undefined> =>
  siteDb.selectFrom('workflow_instances').selectAll().where('id', '=', id).executeTakeFirst();

export async function requireInstance(siteDb: SiteDb, id: string): Promise<TInstanceRow> {
  const row = await findInstanceRow(siteDb, id);
  if (!row) throw notFound('审批不存在');
  return row;
}

/** Tasks of an instance in the order its steps show them. */
export const tasksOf = (siteDb: SiteDb, instanceId: string): Promise<TTaskRow[]> =>
  // Ids grow with time: a transfer's new task (same place, same second) comes after the one it replaced, on either database.
  siteDb.selectFrom('workflow_tasks').selectAll().where('instance_id', '=', instanceId).orderBy('round').orderBy('seq').orderBy('created').orderBy('id').execute();

/**
 * Takes the instance for one change: a conditional update of its row while it runs, so changes to
 * one instance (two or-signers deciding at once) wait for each other and each sees the other's result.
 */
export async function lockRunning(tx: SiteDb, instance: TInstanceRow, now: number, status: 'running' | 'returned' = 'running'): Promise<void> {
  const result = await tx.updateTable('workflow_instances').set({ updated: now }).where('id', '=', instance.id).where('status', '=', status).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw fail('该审批已结束，无需办理');
}

/**
 * Takes the instance as `lockRunning` does but leaves it as it was (a reminder decides nothing), so
 * the job and a decision on the same instance take turns; answers whether it still runs.
 */
export async function holdRunning(tx: SiteDb, instanceId: string): Promise<boolean> {
  const result = await tx
    .updateTable('workflow_instances')
    .set((eb) => ({ updated: eb.ref('updated') }))
    .where('id', '=', instanceId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface TLogLine {
  instanceId: string;
  action: TFlowAction;
  actorId?: string;
  onBehalfId?: string;
  step?: { key: string; name: string };
  comment?: string;
  detail?: string;
  changes?: TValueChange[];
  attachments?: string[];
}

/** One line of the flow log (流转记录), in the transaction of what it records. */
export async function writeLog(tx: SiteDb, line: TLogLine, at: number): Promise<void> {
  await tx
    .insertInto('workflow_log', {
      id: newId(),
      instance_id: line.instanceId,
      action: line.action,
      actor_id: line.actorId ?? '',
      on_behalf_id: line.onBehalfId ?? '',
      step_key: line.step?.key ?? '',
      step_name: line.step?.name ?? '',
      comment: line.comment ?? '',
      detail: line.detail ?? '',
      changes_json: JSON.stringify(line.changes ?? []),
      attachments_json: JSON.stringify(line.attachments ?? []),
      at,
    })
    .execute();
}
