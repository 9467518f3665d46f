import type { SiteDb } from '@quad/server/platform/db/site-db';
import { AppError, fail } from '@quad/server/platform/errors';
import { ErrorCode } from '@quad/contracts/errors';
import { DUMMY_HASH, verifyPassword } from '@quad/server/platform/identity/passwords';
import { createSession, type TSessionMeta } from '@quad/server/platform/identity/sessions';
import { clearFailures, recordFailure, secondsLocked } from '@quad/server/platform/identity/throttle';
import { findUserForLogin } from './store';

export const BAD_CREDENTIALS = '账号或密码错误';

/**
 * Checks a username and password and opens a session. Every failure looks the same to the caller
 * (wrong name or wrong password), takes the same time, and counts towards the pause.
 */
export async function signIn(siteDb: SiteDb, username: string, password: string, meta: Omit<TSessionMeta, 'method'>): Promise<string> {
  const locked = await secondsLocked(siteDb, username, meta.ip);
  if (locked > 0) {
    throw new AppError(ErrorCode.RATE_LIMITED, `登录失败次数过多，请${Math.ceil(locked / 60)}分钟后再试`, { retry_after: locked });
  }
  const user = await findUserForLogin(siteDb, username);
  const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) {
    await recordFailure(siteDb, username, meta.ip);
    throw fail(BAD_CREDENTIALS);
  }
  if (user.status !== 'active') throw fail('账号已停用，请联系学校管理员');
  await clearFailures(siteDb, username, meta.ip);
  return createSession(siteDb, user.id, { ...meta, method: 'password' });
}
