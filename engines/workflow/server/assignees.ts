import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TAssignee } from '../contract-definition';

/** The role every site has for the people who answer for it: whoever a step finds nobody for. */
const FALLBACK_ROLE = 'site-admin';

/**
 * Active holders of a role, those granted for one of `depts` first (in that order), by id within: a
 * `single` step takes the first, so the class's instructor comes before the department's.
 */
async function roleHolders(siteDb: SiteDb, roleKey: string, depts?: string[]): Promise<string[]> {
  if (depts?.length === 0) return [];
  const rows = await siteDb
    .selectFrom('user_roles')
    .innerJoin('roles', (j) => j.onRef('roles.site_id', '=', 'user_roles.site_id').onRef('roles.id', '=', 'user_roles.role_id'))
    .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'user_roles.site_id').onRef('users.id', '=', 'user_roles.user_id'))
    .select(['user_roles.user_id', 'user_roles.dept_id'])
    .where('roles.key', '=', roleKey)
    .where('users.status', '=', 'active')
    .$if(depts !== undefined, (q) => q.where('user_roles.dept_id', 'in', depts ?? []))
    .orderBy('user_roles.user_id')
    .execute();
  const rank = (dept: string) => (depts ? depts.indexOf(dept) : 0);
  return [...new Set(rows.sort((a, b) => rank(a.dept_id) - rank(b.dept_id)).map((r) => r.user_id))];
}

/** Of these role keys, those no active person holds anywhere on the site: a step naming one would find nobody. */
export async function unheldRoles(siteDb: SiteDb, roleKeys: string[]): Promise<string[]> {
  const held = await Promise.all(roleKeys.map(async (key) => (await roleHolders(siteDb, key)).length > 0));
  return roleKeys.filter((_, i) => !held[i]);
}

/** The user ids a request's value holds: one id, or a list of them (anything else names nobody). */
const peopleNamedIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64);

/** Of `ids`, the active people of the site, in the order given. */
export async function activePeople(siteDb: SiteDb, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await siteDb.selectFrom('users').select('id').where('id', 'in', ids).where('status', '=', 'active').execute();
  const found = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => found.has(id));
}

/**
 * Who a step's rule names for this applicant: named people; a role's holders for the applicant's class
 * or department (`applicant`) or anywhere (`site`); for `chosen`, the people the previous approver chose;
 * for `field`, the people the request's values name there. Answers nobody when nobody fits: the caller
 * then goes to the fallback approvers.
 */
export async function resolveAssignees(
  siteDb: SiteDb,
  rule: TAssignee,
  request: { applicantId: string; chosen: string[]; values: Record<string, unknown> },
): Promise<string[]> {
  if (rule.kind === 'people') return activePeople(siteDb, rule.userIds);
  if (rule.kind === 'chosen') return activePeople(siteDb, request.chosen);
  if (rule.kind === 'field') return activePeople(siteDb, peopleNamedIn(request.values[rule.field]));
  if (rule.scope === 'site') return roleHolders(siteDb, rule.role);
  const applicant = await siteDb.selectFrom('users').select(['class_id', 'dept_id']).where('id', '=', request.applicantId).executeTakeFirst();
  const depts = [applicant?.class_id ?? '', applicant?.dept_id ?? ''].filter(Boolean);
  return roleHolders(siteDb, rule.role, depts);
}

/** The site's fallback approvers (holders of `site-admin`): a step nobody else can run goes to them. */
export const fallbackApprovers = (siteDb: SiteDb): Promise<string[]> => roleHolders(siteDb, FALLBACK_ROLE);

/**
 * Whom an approver may choose for a `chosen` step: the holders of its role (anywhere on the site), or,
 * for a step without one, undefined: anyone active on the site.
 */
export async function chosenCandidates(siteDb: SiteDb, rule: TAssignee): Promise<string[] | undefined> {
  if (rule.kind !== 'chosen' || !rule.role) return undefined;
  return roleHolders(siteDb, rule.role);
}
