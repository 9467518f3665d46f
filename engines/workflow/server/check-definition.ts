import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid } from '@quad/platform/server/errors';
import { toFieldErrors } from '@quad/platform/server/http/validation';
import { ZWorkflowDefinition, type TAssignee, type TWorkflowDefinition } from '../contract-definition';
import { conditionFits } from '../shared/conditions';
import { unheldRoles } from './assignees';

/**
 * What a definition must be before it is saved: its shape (`ZWorkflowDefinition`), then what only the
 * site can tell: the roles and people it names exist here. A flow that would reach a step nobody can
 * run is refused now, while its designer is looking, not when a request gets stuck.
 */
export async function checkDefinition(siteDb: SiteDb, input: unknown, { held = false } = {}): Promise<TWorkflowDefinition> {
  const parsed = ZWorkflowDefinition.safeParse(input);
  // The message is zod's own (the contract's Chinese): the field paths of a design name no label to prefix.
  if (!parsed.success) throw invalid(toFieldErrors(ZWorkflowDefinition, parsed.error), parsed.error.issues[0]?.message);
  const definition = parsed.data;
  const seen = new Set<string>();
  for (const step of definition.steps) {
    if (seen.has(step.key)) throw fail(`环节标识重复：${step.key}`);
    seen.add(step.key);
    if (step.when && !conditionFits(step.when)) throw fail(`“${step.name}”的条件需要数字才能比较大小`);
    // An escalation happens when the time limit passes: without one it never would.
    if (step.escalateTo && step.limitHours === 0) throw fail(`“${step.name}”设置了超时上报，请填写办理时限`);
    // The people chosen for a step are its own assignees: escalating to them would reach nobody new.
    if (step.escalateTo?.kind === 'chosen') throw fail(`“${step.name}”的超时上报人不能由上一环节审批人选择`);
    const unseen = step.editable.find((field) => step.hidden?.includes(field));
    if (unseen) throw fail(`“${step.name}”不能修改看不到的字段：${unseen}`);
  }
  if (definition.steps[0]?.assignee.kind === 'chosen') throw fail('第一个环节不能由上一环节审批人选择');
  const assignees = definition.steps.flatMap((s) => [s.assignee, ...(s.escalateTo ? [s.escalateTo] : [])]);
  await requireRoles(siteDb, assignees);
  await requirePeople(siteDb, assignees);
  if (held) await requireHolders(siteDb, definition);
  return definition;
}

/**
 * A designer's flow names no role that nobody holds: its step would go to the fallback approver on
 * every request. (An area's first flow may: a new site has no holders yet, and the fallback carries
 * it; a role emptied later is carried the same way, logged.)
 */
async function requireHolders(siteDb: SiteDb, definition: TWorkflowDefinition) {
  for (const step of definition.steps) {
    const roles = [step.assignee, step.escalateTo].flatMap((a) => (a?.kind === 'role' ? [a.role] : []));
    const [unheld] = await unheldRoles(siteDb, roles);
    if (unheld) throw fail(`“${step.name}”的审批角色（${unheld}）目前没有人担任，请先在人员管理中授予，或改选审批人`);
  }
}

async function requireRoles(siteDb: SiteDb, assignees: TAssignee[]) {
  const keys = [...new Set(assignees.flatMap((a) => (a.kind === 'role' || (a.kind === 'chosen' && a.role) ? [a.role as string] : [])))];
  if (keys.length === 0) return;
  const found = new Set((await siteDb.selectFrom('roles').select('key').where('key', 'in', keys).execute()).map((r) => r.key));
  const missing = keys.find((k) => !found.has(k));
  if (missing) throw fail(`角色不存在：${missing}`);
}

async function requirePeople(siteDb: SiteDb, assignees: TAssignee[]) {
  const ids = [...new Set(assignees.flatMap((a) => (a.kind === 'people' ? a.userIds : [])))];
  if (ids.length === 0) return;
  const found = new Set((await siteDb.selectFrom('users').select('id').where('id', 'in', ids).where('status', '=', 'active').execute()).map((r) => r.id));
  if (ids.some((id) => !found.has(id))) throw fail('审批人不存在或已停用，请重新选择');
}
