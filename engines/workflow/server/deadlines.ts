import type { FastifyInstance } from 'fastify';
import { sendMessage } from '@quad/messages-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { realnames } from '@quad/platform/server/identity/people';
import { loadDefinition } from './definitions';
import { escalateStep } from './escalate';
import { findInstanceRow, holdRunning, valuesOf, writeLog, type TTaskRow } from './store';
import { flowPath } from '../shared/flow-path';

/**
 * Time limits of steps (`limitHours`): a task still pending at its deadline reminds its assignee once
 * and escalates its step when the step says so (`escalate.ts`).
 *
 * A recurring sweep of each site, not a one-off job per task: deadlines are made in several places (a
 * step opening, 转办, 加签, a rejection running a step again, a 依次 task's turn) and tasks end in more
 * (every decision, an or-sign closing the rest, withdrawal, the instance ending), and a schedule or
 * cancel missed in one of them would be a reminder that never comes. One indexed range query per site
 * and minute finds whatever is pending and late, however it got there, as health's daily reminder
 * and scheduled publishing find what is due. Limits are hours: a minute late is on time.
 */
export const DEADLINE_TICK_MS = 60_000;
/** Overdue tasks read at a time; each is reminded in a transaction of its own. */
const PAGE = 50;

/** The sweep, every minute on every active site (the job's lease gives each site's round to one instance). */
export function addDeadlineJob(app: FastifyInstance): void {
  app.jobs.add({ name: 'workflow.deadlines', everyMs: DEADLINE_TICK_MS, run: (siteDb, _site, now) => remindOverdue(siteDb, now) });
}

/** Reminds (and escalates) every pending task of the site late at `now` and not reminded yet, in pages by (deadline, id); answers how many. */
export async function remindOverdue(siteDb: SiteDb, now: number): Promise<number> {
  let after = { deadline: 0, id: '' };
  let reminded = 0;
  for (;;) {
    const page = await siteDb
      .selectFrom('workflow_tasks')
      .selectAll()
      .where('status', '=', 'pending')
      .where('reminded', '=', 0)
      .where('deadline', '>', 0)
      .where('deadline', '<=', now)
      .where((eb) => eb.or([eb('deadline', '>', after.deadline), eb.and([eb('deadline', '=', after.deadline), eb('id', '>', after.id)])]))
      .orderBy('deadline')
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const task of page) if (await remindTask(siteDb, task, now)) reminded++;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return reminded;
    // Keyset paging: a task this round could not mark (decided meanwhile) is passed, not read again.
    after = { deadline: Number(last.deadline), id: last.id };
  }
}

/**
 * One overdue task, in one transaction: the instance is held first (as every decision takes it, so
 * the two take turns in the same order), then the task is marked on condition it is still pending
 * and unreminded. Whoever marks it — this round or another instance's running at the same time —
 * sends its one reminder and escalation; anyone else changes nothing. Answers whether this call did.
 */
async function remindTask(siteDb: SiteDb, task: TTaskRow, now: number): Promise<boolean> {
  return siteDb.transaction(async (tx) => {
    if (!(await holdRunning(tx, task.instance_id))) return false;
    const marked = await tx.updateTable('workflow_tasks').set({ reminded: now }).where('id', '=', task.id).where('status', '=', 'pending').where('reminded', '=', 0).executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return false;
    const instance = await findInstanceRow(tx, task.instance_id);
    if (!instance) return false;
    await sendMessage(
      tx,
      {
        userIds: [task.assignee_id],
        appKey: instance.app,
        title: `审批已超时：${instance.title}`,
        body: `“${instance.title}”已超过办理时限（${task.step_name}），请尽快审批。`,
        link: flowPath(instance.id),
      },
      now,
    );
    const name = (await realnames(tx, [task.assignee_id])).get(task.assignee_id) ?? '';
    const step = { key: task.step_key, name: task.step_name };
    await writeLog(tx, { instanceId: instance.id, action: 'remind', step, detail: `超过办理时限，已提醒 ${name}` }, now);
    const { definition } = await loadDefinition(tx, instance.def_key, instance.def_version);
    const defined = definition.steps.find((s) => s.key === task.step_key);
    if (defined) await escalateStep(tx, { instance, definition, values: valuesOf(instance), now }, defined, Number(task.round));
    return true;
  });
}
