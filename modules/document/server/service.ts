import type { FastifyRequest } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { recordAudit } from '@quad/platform/server/audit/record';
import { selectPeople } from '@quad/platform/server/identity/people';
import type { TWorkflowDefinition } from '@quad/workflow-engine/contract-definition';
import { definitionVersions, loadDefinition, requestFields, saveDefinition } from '@quad/workflow-engine/server';

export interface TActor {
  userId: string;
  request: FastifyRequest;
}

/** The people a design names (approvers, escalation), so the editor shows them by name. */
async function peopleNamed(siteDb: SiteDb, definition: TWorkflowDefinition) {
  const assignees = definition.steps.flatMap((s) => [s.assignee, ...(s.escalateTo ? [s.escalateTo] : [])]);
  const ids = [...new Set(assignees.flatMap((a) => (a.kind === 'people' ? a.userIds : [])))];
  if (ids.length === 0) return [];
  const rows = await selectPeople(siteDb).where('users.id', 'in', ids).execute();
  return rows.map((r) => ({ id: r.id, name: r.realname, number: r.number, department: r.dept_name ?? '' }));
}

/** One flow for its editor: the latest design, every version, the people it names and the fields its app's requests carry. */
export async function flowDetail(siteDb: SiteDb, key: string) {
  const latest = await loadDefinition(siteDb, key);
  const [versions, people, fields] = await Promise.all([
    definitionVersions(siteDb, key),
    peopleNamed(siteDb, latest.definition),
    requestFields(siteDb, latest.key),
  ]);
  return {
    key,
    app: latest.app,
    name: latest.definition.name,
    version: latest.version,
    updated: versions[0]?.saved ?? 0,
    definition: latest.definition,
    versions,
    people,
    fields,
  };
}

/**
 * A new version of an existing flow, for the app that runs it (a key no area runs would be a flow
 * nobody uses: refused as not found); audited with the design, in the save's transaction.
 */
export async function saveFlow(siteDb: SiteDb, actor: TActor, input: { key: string; definition: TWorkflowDefinition }) {
  const current = await loadDefinition(siteDb, input.key);
  return siteDb.transaction(async (tx) => {
    const saved = await saveDefinition(tx, actor.userId, { key: input.key, app: current.app, definition: input.definition });
    await recordAudit(tx, actor.request, {
      actorId: actor.userId,
      action: 'workflow.definition.save',
      targetType: 'workflow_definition',
      targetId: input.key,
      before: { version: current.version },
      after: { version: saved.version, definition: input.definition },
    });
    return saved;
  });
}

/** The site's roles an approver may be found by, by name. */
export async function roleChoices(siteDb: SiteDb) {
  const rows = await siteDb.selectFrom('roles').select(['key', 'name']).orderBy('name').execute();
  return { list: rows };
}
