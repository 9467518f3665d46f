import type { FastifyRequest } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, refuse } from '@quad/platform/server/errors';
import { nowSeconds, randomToken } from '@quad/platform/server/ids';
import { verifyPassword } from '@quad/platform/server/identity/passwords';
import { hashToken } from '@quad/platform/server/identity/sessions';
import { accountFailures, claimSignInAttempt, FREE_ATTEMPTS, signInSucceeded } from '@quad/platform/server/identity/throttle';
import { LOCKED_REASON, UNLOCK_SECONDS } from '../contract';

export const NO_LOCAL_PASSWORD = '请先在个人中心设置登录密码后再查看工资';
export const LOCKED_MESSAGE = '请输入登录密码查看工资';

/**
 * Checks the signed-in person's password again, counted like a sign-in (the same throttle, so a borrowed
 * phone cannot guess it faster than the login page allows), and answers an unlock valid UNLOCK_SECONDS.
 * Only its hash is kept. Accounts that came through WeCom or CAS with no password of their own are told
 * to set one first: there is nothing to check.
 */
export async function unlock(request: FastifyRequest, userId: string, password: string): Promise<{ token: string; expires: number }> {
  const siteDb = request.siteDb;
  const user = await siteDb.selectFrom('users').select(['username', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.password_hash) throw fail(NO_LOCAL_PASSWORD);
  await claimSignInAttempt(siteDb, user.username, request.ip);
  if (!(await verifyPassword(password, user.password_hash))) {
    const left = FREE_ATTEMPTS - (await accountFailures(siteDb, user.username));
    throw fail(left > 0 ? `密码错误，还可以尝试${left}次` : '密码错误，尝试次数过多，请稍后再试');
  }
  await signInSucceeded(siteDb, user.username, request.ip);
  const now = nowSeconds();
  const token = randomToken();
  await siteDb.transaction(async (tx) => {
    // A person's spent unlocks go as they make a new one: the table holds a few rows per person at most.
    await tx.deleteFrom('finance_unlocks').where('user_id', '=', userId).where('expires', '<=', now).execute();
    await tx.insertInto('finance_unlocks', { token_hash: hashToken(token), user_id: userId, expires: now + UNLOCK_SECONDS, created: now }).execute();
  });
  return { token, expires: now + UNLOCK_SECONDS };
}

/** Refuses a salary read unless the unlock is this person's, on this site, and not expired. */
export async function requireUnlock(siteDb: SiteDb, userId: string, token: string | undefined): Promise<void> {
  if (!token) throw refuse(LOCKED_REASON, LOCKED_MESSAGE);
  const row = await siteDb
    .selectFrom('finance_unlocks')
    .select('expires')
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || Number(row.expires) <= nowSeconds()) throw refuse(LOCKED_REASON, '查看已超时，请重新输入登录密码');
}

/** 锁定: the unlock is void at once (the phone forgets it too). */
export async function lock(siteDb: SiteDb, userId: string, token: string | undefined): Promise<void> {
  if (!token) return;
  await siteDb.deleteFrom('finance_unlocks').where('token_hash', '=', hashToken(token)).where('user_id', '=', userId).execute();
}
