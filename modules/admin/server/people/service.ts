import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, fail, notFound } from '@quad/platform/server/errors';
import { ErrorCode } from '@quad/contracts/errors';
import { hashPassword } from '@quad/platform/server/identity/passwords';
import { deleteUserSessions } from '@quad/platform/server/identity/sessions';
import { memberChanged } from '@quad/platform/server/identity/audience';
import { personChanged } from '@quad/platform/server/identity/people';
import { emitEvent } from '@quad/platform/server/events';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { claimedCorpUserIds } from '@quad/platform/server/providers/messaging/corp-users';
import { departmentSearch, peopleSearch } from '@quad/platform/server/identity/search';
import { userChanged, userCreated, type saveDepartment, type saveUser } from '../../contract';
import { audit, type TActor } from '../audit-context';
import { requireWithinReach } from './service-reach';
import { generatePassword } from '../passwords';
import { findDepartment, findUser, findUserByUsername, profileColumns } from './store';

type TSaveDepartment = z.output<(typeof saveDepartment)['input']>;
type TSaveUser = z.output<(typeof saveUser)['input']>;

export async function saveDepartmentRecord(siteDb: SiteDb, actor: TActor, input: TSaveDepartment): Promise<string> {
  const parentId = input.parent_id ?? '';
  if (input.kind === 'class') {
    const parent = parentId ? await findDepartment(siteDb, parentId) : undefined;
    if (!parent || parent.kind !== 'department') throw fail('班级必须属于一个院系');
  } else if (parentId && !(await findDepartment(siteDb, parentId))) {
    throw notFound('上级院系不存在');
  }
  const values = { parent_id: parentId, name: input.name, kind: input.kind, code: input.code ?? '', sort: input.sort };
  return siteDb.transaction(async (tx) => {
    if (input.id) {
      const before = await findDepartment(tx, input.id);
      if (!before) throw notFound('院系或班级不存在');
      if (parentId === input.id) throw fail('上级不能是自己');
      await tx.updateTable('departments').set(values).where('id', '=', input.id).execute();
      personChanged(tx);
      await departmentSearch.write(tx, [{ id: input.id, name: values.name }]);
      await audit(tx, actor, { action: 'departments.update', targetType: 'department', targetId: input.id, before, after: values });
      return input.id;
    }
    const id = newId();
    await tx.insertInto('departments', { id, ...values }).execute();
    await departmentSearch.add(tx, [{ id, name: values.name }]);
    await audit(tx, actor, { action: 'departments.create', targetType: 'department', targetId: id, after: values });
    return id;
  });
}

export async function deleteDepartmentRecord(siteDb: SiteDb, actor: TActor, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const before = await findDepartment(tx, id);
    if (!before) throw notFound('院系或班级不存在');
    const child = await tx.selectFrom('departments').select('id').where('parent_id', '=', id).executeTakeFirst();
    if (child) throw fail('请先删除或移走其下的班级');
    const member = await tx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('dept_id', '=', id), eb('class_id', '=', id)]))
      .executeTakeFirst();
    if (member) throw fail('其下还有人员，请先调整人员的院系或班级');
    await tx.deleteFrom('departments').where('id', '=', id).execute();
    await departmentSearch.remove(tx, [id]);
    await audit(tx, actor, { action: 'departments.delete', targetType: 'department', targetId: id, before });
  });
}

type TProfile = { username: string; realname: string; number: string; type: string; dept_id: string; class_id: string };

export const userCreatedData = (uid: string, p: TProfile) => ({
  uid,
  username: p.username,
  realname: p.realname,
  number: p.number,
  type: p.type,
  dept_id: p.dept_id,
  class_id: p.class_id,
});

/** The profile fields whose value a change altered (the time stamp is not news to anyone). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => k !== 'updated' && before[k] !== after[k]);
}

/** The department and class of a user must exist on this site and fit together. */
async function checkPlacement(siteDb: SiteDb, deptId: string, classId: string): Promise<void> {
  if (deptId) {
    const dept = await findDepartment(siteDb, deptId);
    if (!dept || dept.kind !== 'department') throw new AppError(ErrorCode.INVALID, '院系不存在', { errors: { dept_id: '院系不存在' } });
  }
  if (classId) {
    const cls = await findDepartment(siteDb, classId);
    if (!cls || cls.kind !== 'class' || (deptId && cls.parent_id !== deptId)) {
      throw new AppError(ErrorCode.INVALID, '班级不属于所选院系', { errors: { class_id: '班级不属于所选院系' } });
    }
  }
}

export async function saveUserRecord(siteDb: SiteDb, actor: TActor, input: TSaveUser): Promise<{ uid: string; password?: string }> {
  const deptId = input.dept_id ?? '';
  const classId = input.class_id ?? '';
  await checkPlacement(siteDb, deptId, classId);
  const profile = { ...profileColumns(input, { dept_id: deptId, class_id: classId }), updated: nowSeconds() };
  // A renamed or re-addressed account is one its holder may no longer sign in to: only within reach.
  if (input.uid) await requireWithinReach(siteDb, actor, input.uid, '不能修改');
  const password = input.uid ? undefined : generatePassword();
  const passwordHash = password ? await hashPassword(password) : undefined;
  return siteDb.transaction(async (tx) => {
    const holder = await findUserByUsername(tx, input.username);
    if (holder && holder.id !== input.uid) throw new AppError(ErrorCode.CONFLICT, '账号已被使用', { errors: { username: '账号已被使用' } });
    if (input.uid) {
      const before = await findUser(tx, input.uid);
      if (!before) throw notFound('人员不存在');
      await tx.updateTable('users').set(profile).where('id', '=', input.uid).execute();
      await peopleSearch.write(tx, [{ id: input.uid, name: profile.realname }]);
      memberChanged(tx, input.uid);
      await audit(tx, actor, { action: 'users.update', targetType: 'user', targetId: input.uid, before, after: profile });
      await emitEvent(tx, userChanged, { uid: input.uid, changes: changedFields(before, profile) });
      return { uid: input.uid };
    }
    const uid = newId();
    const corpTaken = (await claimedCorpUserIds(tx, [input.username])).has(input.username);
    await tx
      .insertInto('users', {
        id: uid,
        ...profile,
        password_hash: passwordHash ?? '',
        must_change_password: 1,
        avatar: '',
        // A renamed person keeps their WeCom account: a newcomer given their old name is not linked to it.
        corp_userid: corpTaken ? '' : input.username,
        status: 'active',
        created: profile.updated,
      })
      .execute();
    await peopleSearch.add(tx, [{ id: uid, name: profile.realname }]);
    await audit(tx, actor, { action: 'users.create', targetType: 'user', targetId: uid, after: profile });
    await emitEvent(tx, userCreated, userCreatedData(uid, profile));
    return { uid, password };
  });
}

export async function setUserStatusRecord(siteDb: SiteDb, actor: TActor, uid: string, status: 'active' | 'disabled'): Promise<void> {
  if (uid === actor.id && status === 'disabled') throw fail('不能停用自己的账号');
  await requireWithinReach(siteDb, actor, uid, status === 'disabled' ? '不能停用' : '不能启用');
  await siteDb.transaction(async (tx) => {
    const before = await findUser(tx, uid);
    if (!before) throw notFound('人员不存在');
    await tx.updateTable('users').set({ status, updated: nowSeconds() }).where('id', '=', uid).execute();
    personChanged(tx, uid);
    if (status === 'disabled') await deleteUserSessions(tx, uid);
    if (before.status !== status) await emitEvent(tx, userChanged, { uid, changes: ['status'] });
    await audit(tx, actor, {
      action: `users.${status === 'disabled' ? 'disable' : 'enable'}`,
      targetType: 'user',
      targetId: uid,
      before: { status: before.status },
      after: { status },
    });
  });
}

export async function resetUserPassword(siteDb: SiteDb, actor: TActor, uid: string): Promise<string> {
  // Whoever learns the new password becomes the account: only accounts within the actor's reach.
  await requireWithinReach(siteDb, actor, uid, '不能重置密码');
  const password = generatePassword();
  const hash = await hashPassword(password);
  await siteDb.transaction(async (tx) => {
    if (!(await findUser(tx, uid))) throw notFound('人员不存在');
    await tx
      .updateTable('users')
      .set({ password_hash: hash, must_change_password: 1, updated: nowSeconds() })
      .where('id', '=', uid)
      .execute();
    await deleteUserSessions(tx, uid);
    await audit(tx, actor, { action: 'users.reset-password', targetType: 'user', targetId: uid });
  });
  return password;
}
