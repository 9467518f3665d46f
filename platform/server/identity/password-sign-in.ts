import type { SiteDb } from '../db/site-db';
import { fail } from '../errors';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { createSession, type TSessionMeta } from './sessions';
import { claimSignInAttempt, signInNeedsCaptcha, signInSucceeded } from './throttle';
import { requireCaptchaToken } from '../captcha/captcha';

export const BAD_CREDENTIALS = '账号或密码错误';

/**
 * Checks a username and password and opens a session. Every failure looks the same to the caller
 * (wrong name or wrong password), takes the same time, and counts towards the pause: the attempt is
 * counted before the password is checked, so parallel guesses cannot pass one check together.
 * In the platform because two areas answer it: `uc` (`/uc/wap/login/check`) and `sso` (the tenant bridge).
 */
export async function signIn(
  siteDb: SiteDb,
  username: string,
  password: string,
  meta: Omit<TSessionMeta, 'method' | 'mustChangePassword'>,
  captchaToken?: string,
): Promise<{ token: string; mustChangePassword: boolean }> {
  // After repeated failures of the account or the address, a slider captcha token first (issue 23;
  // spent even when the password is then wrong). A caller that passes none is refused the same way.
  if (await signInNeedsCaptcha(siteDb, username, meta.ip)) await requireCaptchaToken(siteDb, captchaToken);
  await claimSignInAttempt(siteDb, username, meta.ip);
  const user = await siteDb
    .selectFrom('users')
    .select(['id', 'password_hash', 'status', 'must_change_password'])
    .where('username', '=', username)
    .executeTakeFirst();
  const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) throw fail(BAD_CREDENTIALS);
  await signInSucceeded(siteDb, username, meta.ip);
  if (user.status !== 'active') throw fail('账号已停用，请联系学校管理员');
  // A first or reset password opens a session that may only change it.
  const mustChangePassword = user.must_change_password === 1;
  return { token: await createSession(siteDb, user.id, { ...meta, method: 'password', mustChangePassword }), mustChangePassword };
}
