import type { TAssignee, TCondition, TStep, TWorkflowDefinition } from '../../contract-definition';
import { conditionFits } from '../../shared/conditions';

/**
 * The flow designer's draft and the checks it runs before saving. Pure, so the rules are tested
 * without the editor; the server checks them again (and what only it can: roles and people exist).
 */

/** A step being edited, with an id of its own: its key may change while the designer types it. */
export interface TStepDraft {
  uid: number;
  step: TStep;
}

export interface TFlowDraft {
  name: string;
  steps: TStepDraft[];
}

/** What the checks found, as a string key of the editor (`editor.problem.<code>`) and its values; `step` is 0-based. */
export interface TProblem {
  code: string;
  step?: number;
  values?: Record<string, string | number>;
}

const STEP_KEY = /^[a-z][a-z0-9_]{0,31}$/;

let lastUid = 0;
const draftOf = (step: TStep): TStepDraft => ({ uid: ++lastUid, step });

export const toDraft = (definition: TWorkflowDefinition): TFlowDraft => ({ name: definition.name, steps: definition.steps.map(draftOf) });

/** A condition's value as saved: a number when it reads as one (so 大于 compares numbers), else the text. */
const savedValue = (value: TCondition['value']): TCondition['value'] =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export const toDefinition = (draft: TFlowDraft): TWorkflowDefinition => ({
  name: draft.name.trim(),
  steps: draft.steps.map(({ step }) => ({
    ...step,
    name: step.name.trim(),
    ...(step.when ? { when: { ...step.when, field: step.when.field.trim(), value: savedValue(step.when.value) } } : {}),
  })),
});

/** The key a new step takes: `step_<its place>`, or the next number free. */
export function nextStepKey(steps: readonly TStepDraft[]): string {
  const taken = new Set(steps.map((s) => s.step.key));
  let n = steps.length + 1;
  while (taken.has(`step_${n}`)) n += 1;
  return `step_${n}`;
}

/** A new last step: one person of the applicant's instructors decides (the commonest first step), no time limit. */
export const newStep = (steps: readonly TStepDraft[], name: string): TStepDraft =>
  draftOf({
    key: nextStepKey(steps),
    name,
    kind: 'single',
    assignee: { kind: 'role', role: '', scope: 'applicant' },
    limitHours: 0,
    editable: [],
  });

export function moveStep(steps: readonly TStepDraft[], from: number, to: number): TStepDraft[] {
  if (to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

function assigneeProblem(assignee: TAssignee, where: 'assignee' | 'escalation'): string | undefined {
  if (assignee.kind === 'people' && assignee.userIds.length === 0) return `${where}People`;
  if (assignee.kind === 'role' && !assignee.role) return `${where}Role`;
  if (assignee.kind === 'field' && !assignee.field) return `${where}Field`;
  return undefined;
}

function conditionProblem(when: TCondition): string | undefined {
  if (!when.field.trim() || String(when.value).trim() === '') return 'conditionIncomplete';
  return conditionFits({ ...when, value: savedValue(when.value) }) ? undefined : 'conditionNumber';
}

function stepProblems(step: TStep, index: number, keys: Map<string, number>): TProblem[] {
  const found: TProblem[] = [];
  const add = (code: string | undefined, values?: TProblem['values']) => code && found.push({ code, step: index, values });
  if (!step.name.trim()) add('stepName');
  if (!STEP_KEY.test(step.key)) add('stepKey');
  else if ((keys.get(step.key) ?? 0) > 1) add('stepKeyRepeated', { key: step.key });
  if (index === 0 && step.assignee.kind === 'chosen') add('chosenFirst');
  add(assigneeProblem(step.assignee, 'assignee'));
  if (step.when) add(conditionProblem(step.when));
  if (step.escalateTo) {
    add(assigneeProblem(step.escalateTo, 'escalation'));
    if (step.limitHours === 0) add('escalationLimit');
  }
  return found;
}

/** Everything the draft lacks before it can be saved, in the order the designer reads it. */
export function draftProblems(draft: TFlowDraft): TProblem[] {
  const problems: TProblem[] = [];
  if (!draft.name.trim()) problems.push({ code: 'name' });
  if (draft.steps.length === 0) problems.push({ code: 'noSteps' });
  const keys = new Map<string, number>();
  for (const { step } of draft.steps) keys.set(step.key, (keys.get(step.key) ?? 0) + 1);
  draft.steps.forEach(({ step }, index) => problems.push(...stepProblems(step, index, keys)));
  return problems;
}
