import type { SiteDb } from '@quad/platform/server/db/site-db';
import { realnames } from '@quad/platform/server/identity/people';
import type { TStep } from '../contract-definition';
import { announceTasks, newTask, peopleFor, type TFlow } from './advance';
import { routeThroughDelegations } from './delegations';
import { writeLog } from './store';

/**
 * Escalation (`escalateTo`) of a step whose time limit has passed: the people its rule finds (as a
 * step's are: the fallback rule, delegations) get a task of the step's round beside the late ones,
 * as or-signers of the whole step. Any of them approving finishes the step whatever its kind — for
 * 会签 and 依次 too, since the step as a whole is late — and closes every other task of it; the step's
 * own people still decide as its kind says, never waiting for the escalation's tasks, which close
 * when the step ends. A rejection by either is a rejection. Once per round; the escalation's tasks
 * have no time limit of their own (escalation is the end of the chain). Runs in the job's
 * transaction after the instance is held, so two overdue tasks of one round cannot both escalate it.
 */
export async function escalateStep(tx: SiteDb, flow: TFlow, step: TStep, round: number): Promise<void> {
  if (!step.escalateTo) return;
  const ofRound = await tx
    .selectFrom('workflow_tasks')
    .select(['assignee_id', 'status', 'seq', 'by_escalation'])
    .where('instance_id', '=', flow.instance.id)
    .where('step_key', '=', step.key)
    .where('round', '=', round)
    .execute();
  if (ofRound.some((t) => t.by_escalation === 1)) return;
  // Someone who already holds a task of the step needs no second one.
  const holding = new Set(ofRound.filter((t) => t.status === 'pending' || t.status === 'waiting').map((t) => t.assignee_id));
  const people = (await routeThroughDelegations(tx, await peopleFor(tx, flow, step, step.escalateTo), flow.now)).filter((p) => !holding.has(p.assigneeId));
  if (people.length === 0) return;
  const lastSeq = Math.max(0, ...ofRound.map((t) => Number(t.seq)));
  const tasks = people.map((person, i) => newTask(flow, step, round, person, { seq: lastSeq + 1 + i, status: 'pending', waitsFor: '', deadline: 0, byEscalation: 1 }));
  await tx.insertInto('workflow_tasks', tasks).execute();
  const names = await realnames(tx, tasks.map((t) => t.assignee_id));
  const detail = `超过办理时限，上报给 ${tasks.map((t) => names.get(t.assignee_id) ?? '').join('、')}`;
  await writeLog(tx, { instanceId: flow.instance.id, action: 'escalate', step, detail }, flow.now);
  await announceTasks(tx, flow.instance, tasks);
}
