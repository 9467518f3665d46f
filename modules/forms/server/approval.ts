import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TAnswerWritten, TFormHead } from '@quad/forms-engine/server';
import type { TWorkflowDefinition } from '@quad/workflow-engine/contract-definition';
import { ensureDefinition, startInstance, type TWorkflowEnded } from '@quad/workflow-engine/server';
import { requestValues } from './request-values';

/** The app of every form's approval: its to-dos, its end handler, its flows in 流程设置. */
export const FORMS_APP = 'forms';

/** One flow per form, so each form's approvers are set on their own in 流程设置. */
export const flowKey = (formId: string) => `form.${formId}`;

/** A flow's name is at most 50 characters (the workflow engine's design). */
const FLOW_NAME_MAX = 50;

const isActive = async (siteDb: SiteDb, userId: string) =>
  userId !== '' && (await siteDb.selectFrom('users').select('id').where('id', '=', userId).where('status', '=', 'active').executeTakeFirst()) !== undefined;

/**
 * The flow a form starts with, named after it: one step 审批 by the person who made the form. A
 * form whose maker has left (or that an area made) goes to the site's administrators instead, since
 * the engine refuses a flow naming people who are not active here.
 */
export async function defaultFlow(siteDb: SiteDb, form: Pick<TFormHead, 'title' | 'created_by'>): Promise<TWorkflowDefinition> {
  const assignee: TWorkflowDefinition['steps'][number]['assignee'] = (await isActive(siteDb, form.created_by))
    ? { kind: 'people', userIds: [form.created_by] }
    : { kind: 'role', role: 'site-admin', scope: 'site' };
  return {
    name: form.title.trim().slice(0, FLOW_NAME_MAX) || '表单审批',
    steps: [{ key: 'approve', name: '审批', kind: 'single', assignee, limitHours: 0, editable: [] }],
  };
}

const UNDECIDED = new Set(['running', 'returned']);

/**
 * Called by the forms engine in every answer's transaction. A form whose 提交后需要审批 is on sends
 * each submission into its flow; if the flow cannot start, the engine's refusal fails the submission
 * and the answer is not written either. An answer still being decided is not changed under its
 * approvers (whatever the switch says now): the person withdraws it first.
 */
export async function startAnswerFlow({ tx, form, definition, answer, member }: TAnswerWritten): Promise<void> {
  const earlier = answer.changed
    ? await tx.selectFrom('form_answer_flows').select(['status']).where('answer_id', '=', answer.id).executeTakeFirst()
    : undefined;
  if (earlier && UNDECIDED.has(earlier.status)) throw fail('答卷正在审批中，不能修改；如需修改，请先撤回审批');
  if (Number(form.approval) !== 1) return;
  const key = flowKey(form.id);
  await ensureDefinition(tx, { key, app: FORMS_APP, definition: await defaultFlow(tx, form) });
  const { id: instanceId } = await startInstance(tx, {
    key,
    applicantId: member.userId,
    title: `${member.realname}的${form.title}`,
    values: requestValues(definition, answer.values),
    requestId: `form:${answer.requestId}`,
  });
  const row = { instance_id: instanceId, status: 'running' as const, created: nowSeconds() };
  if (earlier) await tx.updateTable('form_answer_flows').set(row).where('answer_id', '=', answer.id).execute();
  else await tx.insertInto('form_answer_flows', { answer_id: answer.id, form_id: form.id, user_id: member.userId, ...row }).execute();
}

/** The flow decided: the answer's row says so (only the instance its latest submission started is kept). */
export async function answerFlowEnded({ siteDb, instanceId, status }: TWorkflowEnded): Promise<void> {
  await siteDb.updateTable('form_answer_flows').set({ status }).where('instance_id', '=', instanceId).execute();
}
