import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { identityIds } from '@quad/platform/server/identity/links';
import { hashPassword, verifyPassword } from '@quad/platform/server/identity/passwords';
import { keepOnlySession } from '@quad/platform/server/identity/sessions';
import { claimSignInAttempt, signInSucceeded } from '@quad/platform/server/identity/throttle';

/**
 * Changes the signed-in person's password. The current one is checked like a sign-in (counted first,
 * so a borrowed session cannot guess it quickly); then in one transaction: the new hash, the end of
 * every other session of the person (this one stays and may act again), and the audit entry.
 */
export async function changeOwnPassword(
  request: FastifyRequest,
  userId: string,
  token: string,
  input: { old_password: string; new_password: string },
): Promise<void> {
  const siteDb = request.siteDb;
  const user = await siteDb.selectFrom('users').select(['username', 'number', 'realname', 'password_hash']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('用户不存在');
  const chosen = input.new_password.toLowerCase();
  if (chosen === user.username.toLowerCase() || chosen === user.number.toLowerCase()) throw invalid({ new_password: '新密码不能与账号或学工号相同' });
  await claimSignInAttempt(siteDb, user.username, request.ip);
  if (!(await verifyPassword(input.old_password, user.password_hash))) throw fail('当前密码不正确');
  await signInSucceeded(siteDb, user.username, request.ip);
  const hash = await hashPassword(input.new_password);
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('users').set({ password_hash: hash, must_change_password: 0, updated: nowSeconds() }).where('id', '=', userId).execute();
    await keepOnlySession(tx, await identityIds(tx, userId), token);
    await recordAudit(tx, request, { actorId: userId, actorName: user.realname, action: 'users.change-password', targetType: 'user', targetId: userId });
  });
}
