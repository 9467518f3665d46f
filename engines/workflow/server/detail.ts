import type { SiteDb } from '@quad/platform/server/db/site-db';
import { parseUploadIds, presentAttachments } from '@quad/platform/server/files/site-uploads';
import { personById, realnames } from '@quad/platform/server/identity/people';
import type { TFlowLogEntry, TInstanceDetail, TStepView } from '../contract';
import type { TWorkflowDefinition } from '../contract-definition';
import { conditionHolds } from '../shared/conditions';
import { nextRunnable } from './advance';
import { chosenCandidates } from './assignees';
import { ccReaders } from './cc';
import { rejectTargets } from './decide';
import { loadDefinition } from './definitions';
import { hasBeenActedOn } from './instance-actions';
import { revisionsOf } from './revisions';
import { parseJson, tasksOf, valuesOf, type TInstanceRow, type TTaskRow } from './store';
import { requireVisible } from './visibility';

type TNames = Map<string, string>;

/** Each step as the tracking graph draws it; a step's people are those of its latest round. */
function stepViews(definition: TWorkflowDefinition, instance: TInstanceRow, tasks: TTaskRow[], names: TNames): TStepView[] {
  const current = definition.steps.findIndex((s) => s.key === instance.step_key);
  const values = valuesOf(instance);
  return definition.steps.map((step, i) => {
    const ofStep = tasks.filter((t) => t.step_key === step.key);
    const round = Math.max(0, ...ofStep.map((t) => t.round));
    const latest = ofStep.filter((t) => t.round === round);
    const ahead = instance.status === 'running' ? i > current : i > current || latest.length === 0;
    const state: TStepView['state'] =
      i === current && instance.status === 'running'
        ? 'active'
        : !conditionHolds(step.when, values) || (!ahead && latest.length === 0)
          ? 'skipped'
          : ahead
            ? 'waiting'
            : 'done';
    const people = state === 'waiting' ? [] : latest.map((t) => ({ id: t.assignee_id, name: names.get(t.assignee_id) ?? '', status: t.status, decided: Number(t.decided) }));
    return { key: step.key, name: step.name, kind: step.kind, state, people };
  });
}

/** “受托人（代 委托人）” when someone acted for another. */
const actorName = (names: TNames, actorId: string, onBehalfId: string) =>
  onBehalfId ? `${names.get(actorId) ?? ''}（代 ${names.get(onBehalfId) ?? ''}）` : (names.get(actorId) ?? '');

async function flowLog(siteDb: SiteDb, basePath: string, instanceId: string, names: TNames): Promise<TFlowLogEntry[]> {
  const rows = await siteDb.selectFrom('workflow_log').selectAll().where('instance_id', '=', instanceId).orderBy('at').orderBy('id').execute();
  return Promise.all(
    rows.map(async (r) => ({
      action: r.action,
      actor: actorName(names, r.actor_id, r.on_behalf_id),
      step: r.step_name,
      comment: r.comment,
      detail: r.detail,
      changes: parseJson<TFlowLogEntry['changes']>(r.changes_json, []),
      attachments: await presentAttachments(siteDb, basePath, parseUploadIds(r.attachments_json)),
      at: Number(r.at),
    })),
  );
}

/** What the caller may do with their pending task on it: edit fields, choose the next people, send back. */
async function myTaskView(siteDb: SiteDb, instance: TInstanceRow, definition: TWorkflowDefinition, task: TTaskRow | undefined) {
  if (!task || instance.status !== 'running') return null;
  const stepIndex = definition.steps.findIndex((s) => s.key === task.step_key);
  const step = definition.steps[stepIndex];
  if (!step) return null;
  const next = definition.steps[nextRunnable(definition, stepIndex + 1, valuesOf(instance))];
  let chooseNext: { id: string; name: string }[] | null = null;
  if (next?.assignee.kind === 'chosen') {
    // A chosen step without a role takes anyone: the page finds them with searchColleagues.
    const candidates = (await chosenCandidates(siteDb, next.assignee)) ?? [];
    const candidateNames = await realnames(siteDb, candidates);
    chooseNext = candidates.map((id) => ({ id, name: candidateNames.get(id) ?? '' }));
  }
  const rejectTo = (await rejectTargets(siteDb, { instance, definition, stepIndex })).map((s) => ({ id: s.key, name: s.name }));
  return { id: task.id, step: step.name, editable: step.editable, chooseNext, rejectTo, canReturn: revisionsOf(instance.app) !== undefined };
}

/**
 * The request fields the caller does not see: those hidden by every step they hold or held a task in
 * (a step may keep a field from its approvers; another step of theirs showing it shows it). The
 * applicant sees their whole request, and so does anyone without a task (抄送).
 */
function hiddenFrom(definition: TWorkflowDefinition, tasks: TTaskRow[], userId: string, isApplicant: boolean): Set<string> {
  if (isApplicant) return new Set();
  const mine = new Set(tasks.filter((t) => t.assignee_id === userId || t.delegator_id === userId).map((t) => t.step_key));
  const hiddenBySteps = definition.steps.filter((s) => mine.has(s.key)).map((s) => s.hidden ?? []);
  if (hiddenBySteps.length === 0) return new Set();
  return new Set(hiddenBySteps.reduce((kept, hidden) => kept.filter((field) => hidden.includes(field))));
}

const withoutFields = (values: Record<string, unknown>, hidden: Set<string>) => Object.fromEntries(Object.entries(values).filter(([field]) => !hidden.has(field)));

/** One instance for someone who may see it: the applicant, the values they may see, the steps and their people, the log, and what the caller may do. */
export async function instanceDetail(siteDb: SiteDb, basePath: string, userId: string, id: string): Promise<TInstanceDetail> {
  const instance = await requireVisible(siteDb, id, userId);
  const { definition } = await loadDefinition(siteDb, instance.def_key, instance.def_version);
  const tasks = await tasksOf(siteDb, id);
  const actors = await siteDb.selectFrom('workflow_log').select(['actor_id', 'on_behalf_id']).where('instance_id', '=', id).execute();
  const names = await realnames(siteDb, [...tasks.map((t) => t.assignee_id), ...actors.flatMap((a) => [a.actor_id, a.on_behalf_id])]);
  const applicant = await personById.first(siteDb, { userId: instance.applicant_id });
  const running = instance.status === 'running';
  const returned = instance.status === 'returned';
  const isApplicant = instance.applicant_id === userId;
  const hidden = hiddenFrom(definition, tasks, userId, isApplicant);
  return {
    id,
    app: instance.app,
    title: instance.title,
    status: instance.status,
    applicant: { id: instance.applicant_id, name: applicant?.realname ?? '', number: applicant?.number ?? '', department: applicant?.dept_name ?? '' },
    values: withoutFields(valuesOf(instance), hidden),
    created: Number(instance.created),
    updated: Number(instance.updated),
    steps: stepViews(definition, instance, tasks, names),
    log: (await flowLog(siteDb, basePath, id, names)).map((line) => ({ ...line, changes: line.changes.filter((c) => !hidden.has(c.field)) })),
    cc: await ccReaders(siteDb, id, userId),
    myTask: await myTaskView(siteDb, instance, definition, tasks.find((t) => t.assignee_id === userId && t.status === 'pending')),
    revise: isApplicant && returned ? (revisionsOf(instance.app)?.revisePath(id, valuesOf(instance)) ?? '') : '',
    canWithdraw: isApplicant && (returned || (running && !(await hasBeenActedOn(siteDb, id)))),
    canUrge: isApplicant && running,
  };
}
