import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, forbidden } from '@quad/platform/server/errors';
import { DUMMY_HASH, verifyPassword } from '@quad/platform/server/identity/passwords';
import { identityIds } from '@quad/platform/server/identity/links';
import { createSession, type TSessionMeta } from '@quad/platform/server/identity/sessions';
import { claimSignInAttempt, signInSucceeded } from '@quad/platform/server/identity/throttle';
import { findUserForLogin } from './store';

export const BAD_CREDENTIALS = '账号或密码错误';

/**
 * Checks a username and password and opens a session. Every failure looks the same to the caller
 * (wrong name or wrong password), takes the same time, and counts towards the pause: the attempt is
 * counted before the password is checked, so parallel guesses cannot pass one check together.
 */
export async function signIn(
  siteDb: SiteDb,
  username: string,
  password: string,
  meta: Omit<TSessionMeta, 'method' | 'mustChangePassword'>,
): Promise<{ token: string; mustChangePassword: boolean }> {
  await claimSignInAttempt(siteDb, username, meta.ip);
  const user = await findUserForLogin(siteDb, username);
  const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) throw fail(BAD_CREDENTIALS);
  await signInSucceeded(siteDb, username, meta.ip);
  if (user.status !== 'active') throw fail('账号已停用，请联系学校管理员');
  // A first or reset password opens a session that may only change it.
  const mustChangePassword = user.must_change_password === 1;
  return { token: await createSession(siteDb, user.id, { ...meta, method: 'password', mustChangePassword }), mustChangePassword };
}

/**
 * Opens a session for another identity of the person signed in. Only a linked, active account
 * qualifies: anything else is refused the same way, so the call cannot probe other accounts. Every
 * switch is in the audit log (who, from which account to which), with the session it opens.
 */
export async function switchTo(request: FastifyRequest, userId: string, targetId: string, meta: Omit<TSessionMeta, 'method'>): Promise<string> {
  const siteDb = request.siteDb;
  const linked = await identityIds(siteDb, userId);
  const target = linked.includes(targetId)
    ? await siteDb.selectFrom('users').select(['id', 'status']).where('id', '=', targetId).executeTakeFirst()
    : undefined;
  if (!target || target.status !== 'active') throw forbidden('不能切换到该身份');
  const from = await siteDb.selectFrom('users').select('realname').where('id', '=', userId).executeTakeFirst();
  return siteDb.transaction(async (tx) => {
    const token = await createSession(tx, target.id, { ...meta, method: 'switch' });
    await recordAudit(tx, request, {
      actorId: userId,
      actorName: from?.realname ?? '',
      action: 'users.switch-identity',
      targetType: 'user',
      targetId: target.id,
      before: { uid: userId },
      after: { uid: target.id },
    });
    return token;
  });
}
