import type { SiteDb } from '@quad/platform/server/db/site-db';
import { emitEvent } from '@quad/platform/server/events';
import { fail } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { workflowSubmitted } from '../contract';
import { runFrom } from './advance';
import { activePeople } from './assignees';
import { loadDefinition } from './definitions';
import { requireInstance, writeLog } from './store';

export interface TStartInstance {
  /** The site's flow to run (its latest version). */
  key: string;
  applicantId: string;
  title: string;
  /** The request's values (an area's form answer); steps' conditions read them, approvers may edit some. */
  values: Record<string, unknown>;
  /** The page's id of this submission: a retried submit answers the first instance. */
  requestId?: string;
}

const instanceOfRequest = (siteDb: SiteDb, applicantId: string, requestId: string) =>
  siteDb.selectFrom('workflow_instances').select('id').where('applicant_id', '=', applicantId).where('request_id', '=', requestId).executeTakeFirst();

/**
 * Starts an instance of the site's flow `key` for an area's request: logs `submit`, announces
 * `workflow.submitted` and opens the first step whose condition holds, all in one transaction (an
 * area calling it inside its own transaction saves its record with it). Idempotent by (applicant,
 * requestId), also when two submits race.
 */
export async function startInstance(siteDb: SiteDb, input: TStartInstance): Promise<{ id: string }> {
  const title = input.title.trim().slice(0, 100);
  if (!title) throw fail('请填写审批标题');
  if (input.requestId) {
    const first = await instanceOfRequest(siteDb, input.applicantId, input.requestId);
    if (first) return first;
  }
  const saved = await loadDefinition(siteDb, input.key);
  if ((await activePeople(siteDb, [input.applicantId])).length === 0) throw fail('申请人不存在或已停用');
  const requestId = input.requestId ?? `new_${newId()}`;
  const now = nowSeconds();
  const id = newId();
  return siteDb.transaction(async (tx) => {
    const inserted = await tx
      .insertInto('workflow_instances', {
        id,
        def_key: saved.key,
        def_version: saved.version,
        app: saved.app,
        title,
        applicant_id: input.applicantId,
        values_json: JSON.stringify(input.values),
        status: 'running',
        step_key: '',
        step_name: '',
        chosen_json: '{}',
        request_id: requestId,
        created: now,
        updated: now,
      })
      .onConflict((c) => c.columns(['site_id', 'applicant_id', 'request_id']).doNothing())
      .executeTakeFirst();
    // The same submission raced this one and won: answer its instance.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return (await instanceOfRequest(tx, input.applicantId, requestId)) ?? { id };
    await writeLog(tx, { instanceId: id, action: 'submit', actorId: input.applicantId }, now);
    await emitEvent(tx, workflowSubmitted, { instance_id: id, app: saved.app, uid: input.applicantId });
    await runFrom(tx, { instance: await requireInstance(tx, id), definition: saved.definition, values: input.values, now }, 0);
    return { id };
  });
}
