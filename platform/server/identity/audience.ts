import type { ExpressionBuilder } from 'kysely';
import { defineSiteCache } from '@quad/platform/server/cache/site-cache';
import { preparedQuery } from '@quad/platform/server/db/prepared';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import { personChanged } from './people';

/** The kinds of people an audience can name: everyone in a department or class, holders of a role, one user. */
export type TTargetKind = 'department' | 'class' | 'role' | 'user';

/** Who something is for (a notice, a form), as the publisher chose it (ids checked against this site). */
export interface TAudience {
  all: boolean;
  targets: { kind: TTargetKind; targetId: string }[];
}

export interface TAudienceInput {
  all: boolean;
  departments: string[];
  classes: string[];
  roles: string[];
  people: string[];
}

async function existing(siteDb: SiteDb, table: 'departments' | 'roles', ids: string[], kind?: 'department' | 'class'): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  let query = siteDb.selectFrom(table).select('id').where('id', 'in', ids);
  if (kind) query = query.where('kind' as never, '=', kind as never);
  return new Set((await query.execute()).map((r) => r.id));
}

/**
 * Checks every target exists on this site (another site's ids are unknown here) and turns
 * usernames into user ids. Unknown entries are named in the field's error.
 */
export async function resolveAudience(siteDb: SiteDb, input: TAudienceInput, emptyMessage = '请选择对象'): Promise<TAudience> {
  if (input.all) return { all: true, targets: [] };
  const targets: TAudience['targets'] = [];
  const check = (field: string, label: string, wanted: string[], found: Set<string>, kind: TTargetKind) => {
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) throw invalid({ [field]: `${label}不存在：${missing.slice(0, 3).join('，')}` });
    for (const id of wanted) targets.push({ kind, targetId: id });
  };
  check('departments', '部门', input.departments, await existing(siteDb, 'departments', input.departments, 'department'), 'department');
  check('classes', '班级', input.classes, await existing(siteDb, 'departments', input.classes, 'class'), 'class');
  check('roles', '角色', input.roles, await existing(siteDb, 'roles', input.roles), 'role');
  if (input.people.length > 0) {
    const users = await siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', input.people).execute();
    const byName = new Map(users.map((u) => [u.username, u.id]));
    const missing = input.people.filter((name) => !byName.has(name));
    if (missing.length > 0) throw invalid({ people: `指定人员不存在：${missing.slice(0, 3).join('，')}` });
    for (const id of byName.values()) targets.push({ kind: 'user', targetId: id });
  }
  if (targets.length === 0) throw invalid({ all: emptyMessage });
  return { all: false, targets };
}

/** What an audience may be picked from on this site (a console's pickers): departments, classes and roles by name. */
export async function audienceChoices(siteDb: SiteDb) {
  const places = await siteDb.selectFrom('departments').select(['id', 'name', 'kind']).orderBy('sort').orderBy('name').execute();
  const roles = await siteDb.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();
  return {
    departments: places.filter((p) => p.kind === 'department').map(({ id, name }) => ({ id, name })),
    classes: places.filter((p) => p.kind === 'class').map(({ id, name }) => ({ id, name })),
    roles,
  };
}

/** The ids of an audience's targets of one kind. */
const idsOf = (audience: TAudience, kind: TTargetKind) => audience.targets.filter((t) => t.kind === kind).map((t) => t.targetId);

/** An audience as a console's form edits it, the inverse of `resolveAudience`: people named back by username. */
export async function audienceForm(siteDb: SiteDb, audience: TAudience): Promise<TAudienceInput> {
  const userIds = idsOf(audience, 'user');
  const people = userIds.length ? await siteDb.selectFrom('users').select('username').where('id', 'in', userIds).execute() : [];
  return {
    all: audience.all,
    departments: idsOf(audience, 'department'),
    classes: idsOf(audience, 'class'),
    roles: idsOf(audience, 'role'),
    people: people.map((u) => u.username),
  };
}

/** Everyone an audience reaches now: active people of the site matching any target. */
export async function audienceUserIds(siteDb: SiteDb, audience: TAudience): Promise<string[]> {
  let query = siteDb.selectFrom('users').select('id').where('status', '=', 'active');
  if (!audience.all) {
    const departments = idsOf(audience, 'department');
    const classes = idsOf(audience, 'class');
    const roles = idsOf(audience, 'role');
    const people = idsOf(audience, 'user');
    const roleHolders = roles.length
      ? (await siteDb.selectFrom('user_roles').select('user_id').where('role_id', 'in', roles).execute()).map((r) => r.user_id)
      : [];
    const ids = [...new Set([...people, ...roleHolders])];
    query = query.where((eb) =>
      eb.or([
        ...(departments.length ? [eb('dept_id', 'in', departments)] : []),
        ...(classes.length ? [eb('class_id', 'in', classes)] : []),
        ...(ids.length ? [eb('id', 'in', ids)] : []),
      ]),
    );
  }
  return (await query.orderBy('id').execute()).map((r) => r.id);
}

/** What a person is, for matching targets: their department, class and roles. */
export interface TMember {
  userId: string;
  deptId: string;
  classId: string;
  roleIds: string[];
  /** Who they are, for what their answers are found by. */
  realname: string;
  number: string;
  /** Their account name (学工号 as school systems know them): whose rows of a dataset are theirs. */
  username: string;
}

// Every form fill and report save loads its member.
const memberUser = preparedQuery((siteDb, v: { userId: string }) =>
  siteDb.selectFrom('users').select(['dept_id', 'class_id', 'realname', 'number', 'username']).where('id', '=', v.userId),
);
const memberRoles = preparedQuery((siteDb, v: { userId: string }) => siteDb.selectFrom('user_roles').select('role_id').where('user_id', '=', v.userId));

/** Members by person: every notice list, form list and fill asks for one. */
const memberCache = defineSiteCache<TMember>({ name: 'members', ttlMs: 60_000, max: 100_000 });

export function loadMember(siteDb: SiteDb, userId: string): Promise<TMember> {
  return memberCache.read(siteDb, userId, async () => {
    const user = await memberUser.first(siteDb, { userId });
    const roles = await memberRoles.all(siteDb, { userId });
    return { userId, deptId: user?.dept_id ?? '', classId: user?.class_id ?? '', roleIds: roles.map((r) => r.role_id), realname: user?.realname ?? '', number: user?.number ?? '', username: user?.username ?? '' };
  });
}

/** After a write to a person's department, class, name, number, account name or profile (`userId`), or to who holds which role (`permissionsChanged` calls it). */
export function memberChanged(siteDb: SiteDb, userId?: string): void {
  memberCache.evict(siteDb, userId);
  personChanged(siteDb, userId);
}

/**
 * The SQL form of `memberMatches` over a table of targets with `kind` and `target_id` (as notices and
 * forms keep their audiences): a condition true on the rows that name the member.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function namesMember(eb: ExpressionBuilder<any, any>, table: string, member: TMember) {
  const kindIs = (kind: TTargetKind, ids: string[]) => eb.and([eb(`${table}.kind`, '=', kind), eb(`${table}.target_id`, 'in', ids)]);
  return eb.or([
    kindIs('user', [member.userId]),
    ...(member.deptId ? [kindIs('department', [member.deptId])] : []),
    ...(member.classId ? [kindIs('class', [member.classId])] : []),
    ...(member.roleIds.length ? [kindIs('role', member.roleIds)] : []),
  ]);
}

/** Whether a loaded member is in an audience, for checks on one record (`namesMember` in SQL). */
export function memberMatches(member: TMember, audience: TAudience): boolean {
  if (audience.all) return true;
  return audience.targets.some(
    (t) =>
      (t.kind === 'user' && t.targetId === member.userId) ||
      (t.kind === 'department' && t.targetId === member.deptId) ||
      (t.kind === 'class' && t.targetId === member.classId) ||
      (t.kind === 'role' && member.roleIds.includes(t.targetId)),
  );
}
