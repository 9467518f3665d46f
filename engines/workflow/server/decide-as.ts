import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { approveTask, rejectTask } from './decide';

/**
 * A decision made for a person outside a request of theirs (a demo seed showing requests in every
 * state; an import of decisions made on paper): their pending task on the instance, approved or sent
 * back to the applicant, through the same gate, log, to-dos and messages as the calls.
 */
export async function decideAs(siteDb: SiteDb, userId: string, instanceId: string, decision: 'approve' | 'reject', comment = ''): Promise<void> {
  const task = await siteDb
    .selectFrom('workflow_tasks')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where('assignee_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!task) throw fail('没有待办理的审批');
  if (decision === 'approve') await approveTask(siteDb, userId, { id: task.id, comment, values: {}, next: [] });
  else await rejectTask(siteDb, userId, { id: task.id, comment, toStep: '' });
}
