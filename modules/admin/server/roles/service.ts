import { sql } from 'kysely';
import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, fail, forbidden, notFound } from '@quad/platform/server/errors';
import { PLATFORM_APP } from '@quad/contracts/permission-checks';
import { parseGrants, permissionsChanged } from '@quad/platform/server/identity/permissions';
import { beyondCaller } from '@quad/platform/server/tokens/authenticate';
import { ErrorCode } from '@quad/contracts/errors';
import { ZPermissionMap } from '@quad/contracts/permissions';
import { newId } from '@quad/platform/server/ids';
import type { saveRole, ZRole } from '../../contract';
import { audit, type TActor } from '../audit-context';
import { findDepartment, findUser } from '../people/store';

type TSaveRole = z.output<(typeof saveRole)['input']>;

const findRole = (siteDb: SiteDb, id: string) => siteDb.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();

export async function listRoleRecords(siteDb: SiteDb): Promise<z.infer<typeof ZRole>[]> {
  const [roles, counts] = await Promise.all([
    siteDb.selectFrom('roles').selectAll().orderBy('builtin', 'desc').orderBy('name').execute(),
    siteDb
      .selectFrom('user_roles')
      .select(['role_id', sql<number>`count(*)`.as('n')])
      .groupBy('role_id')
      .execute(),
  ]);
  const members = new Map(counts.map((c) => [c.role_id, Number(c.n)]));
  return roles.map((r) => ({
    id: r.id,
    key: r.key,
    name: r.name,
    grants: ZPermissionMap.catch({}).parse(JSON.parse(r.grants)),
    scope: r.scope,
    builtin: r.builtin === 1,
    members: members.get(r.id) ?? 0,
  }));
}

export async function saveRoleRecord(siteDb: SiteDb, actor: TActor, input: TSaveRole): Promise<string> {
  // Empty module lists grant nothing (spec §6); they are dropped so the stored map says what it means.
  const grants = Object.fromEntries(Object.entries(input.grants).filter(([, v]) => v.module.length > 0));
  if (PLATFORM_APP in grants) throw fail('平台管理权限不能写进角色，只能由平台管理员授予内置的平台管理员角色');
  const values = { key: input.key, name: input.name, scope: input.scope, grants: JSON.stringify(grants) };
  return siteDb.transaction(async (tx) => {
    const holder = await tx.selectFrom('roles').select('id').where('key', '=', input.key).executeTakeFirst();
    if (holder && holder.id !== input.id)
      throw new AppError(ErrorCode.CONFLICT, '角色标识已被使用', { errors: { key: '角色标识已被使用' } });
    if (input.id) {
      const before = await findRole(tx, input.id);
      if (!before) throw notFound('角色不存在');
      if (before.builtin && before.key !== input.key) throw fail('内置角色的标识不能修改');
      await tx.updateTable('roles').set(values).where('id', '=', input.id).execute();
      permissionsChanged(tx);
      await audit(tx, actor, { action: 'roles.update', targetType: 'role', targetId: input.id, before, after: values });
      return input.id;
    }
    const id = newId();
    await tx.insertInto('roles', { id, ...values, builtin: 0 }).execute();
    await audit(tx, actor, { action: 'roles.create', targetType: 'role', targetId: id, after: values });
    return id;
  });
}

export async function grantRoleRecord(siteDb: SiteDb, actor: TActor, uid: string, roleId: string, deptId = ''): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const [user, role] = await Promise.all([findUser(tx, uid), findRole(tx, roleId)]);
    if (!user) throw notFound('人员不存在');
    if (!role) throw notFound('角色不存在');
    // The rule tokens and account takeovers follow too: a site administrator must not be able to make
    // anyone (themselves included) a platform administrator.
    const beyond = await beyondCaller(tx, actor.request, actor.id, parseGrants(role.grants));
    if (beyond.some((p) => p.startsWith(`${PLATFORM_APP}/`))) throw forbidden('只有平台管理员可以授予平台管理员角色');
    if (beyond.length > 0) throw forbidden(`不能授予超出自己权限的角色：${beyond.join('、')}`);
    if (role.scope === 'department') {
      const dept = deptId ? await findDepartment(tx, deptId) : undefined;
      if (!dept)
        throw new AppError(ErrorCode.INVALID, '请选择该角色负责的院系或班级', { errors: { dept_id: '请选择该角色负责的院系或班级' } });
    } else if (deptId) {
      throw fail('全校范围的角色不需要指定院系');
    }
    const exists = await tx
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', uid)
      .where('role_id', '=', roleId)
      .where('dept_id', '=', deptId)
      .executeTakeFirst();
    if (exists) return;
    await tx.insertInto('user_roles', { user_id: uid, role_id: roleId, dept_id: deptId }).execute();
    permissionsChanged(tx, uid);
    await audit(tx, actor, { action: 'roles.grant', targetType: 'user', targetId: uid, after: { role: role.key, dept_id: deptId } });
  });
}

export async function revokeRoleRecord(siteDb: SiteDb, actor: TActor, uid: string, roleId: string, deptId = ''): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const role = await findRole(tx, roleId);
    if (role?.key === 'site-admin' && uid === actor.id) throw fail('不能收回自己的站点管理员角色');
    const result = await tx
      .deleteFrom('user_roles')
      .where('user_id', '=', uid)
      .where('role_id', '=', roleId)
      .where('dept_id', '=', deptId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('该人员没有这个角色');
    permissionsChanged(tx, uid);
    await audit(tx, actor, { action: 'roles.revoke', targetType: 'user', targetId: uid, before: { role: role?.key, dept_id: deptId } });
  });
}
