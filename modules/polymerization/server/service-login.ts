import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { setSessionCookies } from '@quad/platform/server/http/session-cookies';
import { identityIds } from '@quad/platform/server/identity/links';
import { createSession } from '@quad/platform/server/identity/sessions';
import type { TSmsProvider } from '@quad/platform/server/providers/sms/provider';
import { CODE_REFUSED, CODE_TTL_SECONDS, issueCode, RESEND_SECONDS, useCode } from './codes/service-codes';
import { maskTarget } from './mask';

/**
 * The active person of this site whose bound phone is `phone`. An old import may have left one number
 * on several active accounts: when they are identities of one person, the first is signed in (the
 * others are a switch away); when they are different people, nobody is, since the code cannot tell
 * whose it is (the rule of `service-phone.ts` keeps new bindings from doing this).
 */
async function personByPhone(siteDb: SiteDb, phone: string): Promise<string | undefined> {
  const rows = await siteDb.selectFrom('users').select('id').where('mobile', '=', phone).where('status', '=', 'active').orderBy('id').limit(10).execute();
  if (rows.length <= 1) return rows[0]?.id;
  const identities = await identityIds(siteDb, rows[0].id);
  if (!rows.every((r) => identities.includes(r.id))) return undefined;
  return identities.find((id) => rows.some((r) => r.id === id));
}

/**
 * Step one of 验证码登录. Whatever the number (nobody's, a disabled account's, shared by two people),
 * a code row is made and counted under the number, so the answer and the limits are the same; only
 * the active person who has it gets the code. Sending is not awaited, so the time of the answer does
 * not tell either; a failure is logged, and the person asks again after a minute.
 */
export async function sendLoginCode(request: FastifyRequest, sms: TSmsProvider, phone: string) {
  const userId = (await personByPhone(request.siteDb, phone)) ?? '';
  const { code } = await issueCode(request.siteDb, { purpose: 'login', subject: phone, target: userId ? phone : '', userId, ip: request.ip });
  if (userId) {
    sms.sendCode(phone, code, 'login').catch((error: unknown) => request.log.error({ phone: maskTarget(phone), error: String(error) }, 'login code not sent'));
  }
  return { expires_in: CODE_TTL_SECONDS, resend_in: RESEND_SECONDS };
}

/**
 * Step two: the code (single use, five tries, the fifth wrong one audited by `useCode`) signs its
 * person in with a session made as the password sign-in makes it, recorded as `sms` in 登录记录. An
 * unknown number fails exactly as a wrong code. A first or reset password is still changed first.
 */
export async function signInByCode(request: FastifyRequest, reply: FastifyReply, input: { phone: string; code: string }): Promise<{ must_change_password?: true }> {
  const siteDb = request.siteDb;
  const { userId } = await useCode(request, { purpose: 'login', subject: input.phone, code: input.code });
  const user = await siteDb.selectFrom('users').select(['status', 'mobile', 'must_change_password']).where('id', '=', userId).executeTakeFirst();
  // Disabled, or the phone changed, in the five minutes since the code was sent.
  if (!user || user.status !== 'active' || user.mobile !== input.phone) throw fail(CODE_REFUSED);
  const mustChangePassword = user.must_change_password === 1;
  const token = await createSession(siteDb, userId, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), method: 'sms', mustChangePassword });
  setSessionCookies(request, reply, token);
  return mustChangePassword ? { must_change_password: true } : {};
}
