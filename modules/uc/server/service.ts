import type { SiteDb } from '@quad/server/platform/db/site-db';
import { fail, forbidden } from '@quad/server/platform/errors';
import { DUMMY_HASH, verifyPassword } from '@quad/server/platform/identity/passwords';
import { identityIds } from '@quad/server/platform/identity/links';
import { createSession, type TSessionMeta } from '@quad/server/platform/identity/sessions';
import { claimSignInAttempt, signInSucceeded } from '@quad/server/platform/identity/throttle';
import { findUserForLogin } from './store';

export const BAD_CREDENTIALS = '账号或密码错误';

/**
 * Checks a username and password and opens a session. Every failure looks the same to the caller
 * (wrong name or wrong password), takes the same time, and counts towards the pause: the attempt is
 * counted before the password is checked, so parallel guesses cannot pass one check together.
 */
export async function signIn(siteDb: SiteDb, username: string, password: string, meta: Omit<TSessionMeta, 'method'>): Promise<string> {
  await claimSignInAttempt(siteDb, username, meta.ip);
  const user = await findUserForLogin(siteDb, username);
  const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) throw fail(BAD_CREDENTIALS);
  await signInSucceeded(siteDb, username, meta.ip);
  if (user.status !== 'active') throw fail('账号已停用，请联系学校管理员');
  return createSession(siteDb, user.id, { ...meta, method: 'password' });
}

/**
 * Opens a session for another identity of the person signed in. Only a linked, active account
 * qualifies: anything else is refused the same way, so the call cannot probe other accounts.
 */
export async function switchTo(siteDb: SiteDb, userId: string, targetId: string, meta: Omit<TSessionMeta, 'method'>): Promise<string> {
  const linked = await identityIds(siteDb, userId);
  const target = linked.includes(targetId)
    ? await siteDb.selectFrom('users').select(['id', 'status']).where('id', '=', targetId).executeTakeFirst()
    : undefined;
  if (!target || target.status !== 'active') throw forbidden('不能切换到该身份');
  return createSession(siteDb, target.id, { ...meta, method: 'switch' });
}
