import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TDefinitionSummary, TDefinitionVersion, TWorkflowDefinition } from '../contract-definition';
import { checkDefinition } from './check-definition';

/** A flow as an area hands it over: its key on the site, the app whose requests run it, the design. */
export interface TDefinitionInput {
  key: string;
  app: string;
  definition: unknown;
}

/** One saved version of a flow. */
export interface TSavedDefinition {
  key: string;
  version: number;
  app: string;
  definition: TWorkflowDefinition;
}

const latestVersion = async (siteDb: SiteDb, key: string): Promise<number> => {
  const row = await siteDb
    .selectFrom('workflow_definitions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
};

/** Writes `version` unless it exists already; answers whether this call wrote it. */
async function insertVersion(siteDb: SiteDb, actorId: string, input: TDefinitionInput, definition: TWorkflowDefinition, version: number): Promise<boolean> {
  const result = await siteDb
    .insertInto('workflow_definitions', {
      key: input.key,
      version,
      app: input.app,
      name: definition.name,
      definition: JSON.stringify(definition),
      saved_by: actorId,
      saved: nowSeconds(),
    })
    .onConflict((c) => c.columns(['site_id', 'key', 'version']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Saves a new version of the site's flow `key` (instances already running keep theirs). Refuses in
 * Chinese a design the site cannot run: unknown roles or people, a role nobody holds, repeated step
 * keys, a `chosen` first step, conditions that cannot be judged.
 */
export async function saveDefinition(siteDb: SiteDb, actorId: string, input: TDefinitionInput): Promise<{ version: number }> {
  const definition = await checkDefinition(siteDb, input.definition, { held: true });
  const version = (await latestVersion(siteDb, input.key)) + 1;
  // Two designers saving at once: the second is told, instead of silently overwriting a version.
  if (!(await insertVersion(siteDb, actorId, input, definition, version))) throw fail('流程刚被他人修改，请刷新后重试');
  return { version };
}

/** An area's default flow (and its demo seed): version 1 when the site has none yet, else nothing changes. */
export async function ensureDefinition(siteDb: SiteDb, input: TDefinitionInput): Promise<void> {
  if ((await latestVersion(siteDb, input.key)) > 0) return;
  await insertVersion(siteDb, '', input, await checkDefinition(siteDb, input.definition), 1);
}

/** The flow `key` at `version`, else its latest version. */
export async function loadDefinition(siteDb: SiteDb, key: string, version?: number): Promise<TSavedDefinition> {
  const row = await siteDb
    .selectFrom('workflow_definitions')
    .select(['key', 'version', 'app', 'definition'])
    .where('key', '=', key)
    .$if(version !== undefined, (q) => q.where('version', '=', version ?? 0))
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound('审批流程不存在');
  return { key: row.key, version: Number(row.version), app: row.app, definition: JSON.parse(row.definition) as TWorkflowDefinition };
}

/** The site's flows, each as its latest version, by name (a site has a few, each with some versions). */
export async function listDefinitions(siteDb: SiteDb): Promise<TDefinitionSummary[]> {
  const rows = await siteDb.selectFrom('workflow_definitions').select(['key', 'app', 'name', 'version', 'saved']).orderBy('version', 'desc').execute();
  const latest = new Map<string, TDefinitionSummary>();
  for (const row of rows) {
    if (!latest.has(row.key)) latest.set(row.key, { key: row.key, app: row.app, name: row.name, version: Number(row.version), updated: Number(row.saved) });
  }
  return [...latest.values()].sort((a, b) => a.name.localeCompare(b.name, 'zh'));
}

/** Every version of the flow `key`, newest first, with who saved it ('' for the area's own first version). */
export async function definitionVersions(siteDb: SiteDb, key: string): Promise<TDefinitionVersion[]> {
  const rows = await siteDb.selectFrom('workflow_definitions').select(['version', 'name', 'saved_by', 'saved']).where('key', '=', key).orderBy('version', 'desc').execute();
  const savers = [...new Set(rows.map((r) => r.saved_by).filter(Boolean))];
  const names = new Map(
    savers.length === 0 ? [] : (await siteDb.selectFrom('users').select(['id', 'realname']).where('id', 'in', savers).execute()).map((u) => [u.id, u.realname] as const),
  );
  return rows.map((r) => ({ version: Number(r.version), name: r.name, savedBy: names.get(r.saved_by) ?? '', saved: Number(r.saved) }));
}
