import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { personNames, selectPeople, type TPeopleQuery } from '@quad/platform/server/identity/people';
import type { TAdminUser } from '../../contract';
import { departmentSearch, findsPerson } from '@quad/platform/server/identity/search';
import { countRows, onPage } from '@quad/platform/server/db/paging';

/** Departments and classes with their member counts; with `q`, those whose name it finds (Chinese, pinyin or initials). */
export async function listDepartmentsWithCounts(siteDb: SiteDb, q?: string) {
  let found = siteDb.selectFrom('departments').selectAll();
  if (q) found = found.where('departments.id', 'in', departmentSearch.matching(siteDb, q));
  const [departments, counts] = await Promise.all([
    found.orderBy('sort').orderBy('name').execute(),
    siteDb
      .selectFrom('users')
      .select(['dept_id', 'class_id', sql<number>`count(*)`.as('n')])
      .groupBy(['dept_id', 'class_id'])
      .execute(),
  ]);
  const members = new Map<string, number>();
  for (const c of counts) {
    members.set(c.dept_id, (members.get(c.dept_id) ?? 0) + Number(c.n));
    if (c.class_id) members.set(c.class_id, (members.get(c.class_id) ?? 0) + Number(c.n));
  }
  return departments.map((d) => ({
    id: d.id,
    parent_id: d.parent_id,
    name: d.name,
    kind: d.kind,
    code: d.code,
    sort: d.sort,
    members: members.get(d.id) ?? 0,
  }));
}

export const findDepartment = (siteDb: SiteDb, id: string) =>
  siteDb.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();

export interface TUserFilter {
  q?: string;
  dept_id?: string;
  type?: string;
  status?: string;
  page: number;
  size: number;
}

function filteredUsers(siteDb: SiteDb, f: TUserFilter): TPeopleQuery {
  let query = selectPeople(siteDb);
  if (f.q) {
    query = query.where(findsPerson(siteDb, f.q));
  }
  if (f.dept_id) query = query.where((eb) => eb.or([eb('users.dept_id', '=', f.dept_id!), eb('users.class_id', '=', f.dept_id!)]));
  if (f.type) query = query.where('users.type', '=', f.type as TAdminUser['type']);
  if (f.status) query = query.where('users.status', '=', f.status as TAdminUser['status']);
  return query;
}

export const countUsers = (siteDb: SiteDb): Promise<number> => countRows(siteDb.selectFrom('users'));

/**
 * Every person of the site, `size` at a time in account order: each page starts after the last
 * account of the one before (the unique index), so the 100,000th person costs what the first did.
 */
export async function* usersInPages(siteDb: SiteDb, size: number) {
  for (let after = ''; ;) {
    const rows = await selectPeople(siteDb).where('users.username', '>', after).orderBy('users.username').limit(size).execute();
    if (rows.length) yield rows.map((r) => ({ ...personNames(r), number: r.number, type: r.type, mobile: r.mobile, email: r.email }));
    if (rows.length < size) return;
    after = rows[rows.length - 1].username;
  }
}

/** One page of users with their department, class and role names. */
export async function listUsers(siteDb: SiteDb, f: TUserFilter): Promise<{ list: TAdminUser[]; total: number }> {
  const total = await filteredUsers(siteDb, f)
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filteredUsers(siteDb, f).orderBy('users.number').orderBy('users.username').$call(onPage(f)).execute();
  const roles = await rolesOf(
    siteDb,
    rows.map((r) => r.id),
  );
  return {
    total: Number(total.n),
    list: rows.map((r) => ({
      ...personNames(r),
      number: r.number,
      type: r.type,
      dept_id: r.dept_id,
      class_id: r.class_id,
      mobile: r.mobile,
      email: r.email,
      status: r.status,
      roles: roles.get(r.id) ?? [],
    })),
  };
}

async function rolesOf(siteDb: SiteDb, userIds: string[]) {
  const byUser = new Map<string, { role_id: string; name: string; dept_id: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await siteDb
    .selectFrom('user_roles')
    .innerJoin('roles', (j) => j.onRef('roles.site_id', '=', 'user_roles.site_id').onRef('roles.id', '=', 'user_roles.role_id'))
    .select(['user_roles.user_id', 'user_roles.role_id', 'user_roles.dept_id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    .execute();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({ role_id: r.role_id, name: r.name, dept_id: r.dept_id });
    byUser.set(r.user_id, list);
  }
  return byUser;
}

/** A person's profile columns as the console or an import gives them: what is left out is stored empty. */
export function profileColumns<T extends string>(
  person: { username: string; realname: string; number?: string; type: T; mobile?: string; email?: string },
  placement: { dept_id: string; class_id: string },
) {
  return {
    username: person.username,
    realname: person.realname,
    number: person.number ?? '',
    type: person.type,
    ...placement,
    mobile: person.mobile ?? '',
    email: person.email ?? '',
  };
}

export const findUser = (siteDb: SiteDb, id: string) => siteDb.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByUsername = (siteDb: SiteDb, username: string) =>
  siteDb.selectFrom('users').select(['id', 'password_hash']).where('username', '=', username).executeTakeFirst();
