import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { verifyPassword } from '@quad/platform/server/identity/passwords';
import { claimSignInAttempt, signInSucceeded } from '@quad/platform/server/identity/throttle';
import { personChanged } from '@quad/platform/server/identity/people';
import { SMS_FAILED_MESSAGE, SmsSendError, type TSmsProvider } from '@quad/platform/server/providers/sms/provider';
import { CODE_TTL_SECONDS, issueCode, RESEND_SECONDS, useCode, withdrawCode } from './codes/service-codes';
import { maskTarget } from './mask';

export const PHONE_TAKEN = '该手机号已绑定本校其他账号';

async function accountOf(siteDb: SiteDb, userId: string) {
  const user = await siteDb.selectFrom('users').select(['username', 'realname', 'mobile', 'password_hash']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('用户不存在');
  return user;
}

/**
 * The rule: one phone number belongs to at most one ACTIVE account of a site, since a code to it
 * signs that person in or resets their password. A disabled account's number may be bound by
 * someone else (people leave, numbers are reissued); other sites are other schools and never count.
 */
async function phoneTaken(siteDb: SiteDb, phone: string, userId: string): Promise<boolean> {
  const other = await siteDb.selectFrom('users').select('id').where('mobile', '=', phone).where('status', '=', 'active').where('id', '!=', userId).executeTakeFirst();
  return !!other;
}

/** Sends a code to the new number: to bind a first phone, or to change it when one is bound. */
export async function sendPhoneCode(request: FastifyRequest, sms: TSmsProvider, userId: string, phone: string) {
  const siteDb = request.siteDb;
  const user = await accountOf(siteDb, userId);
  if (user.mobile === phone) throw fail('该手机号已是您绑定的手机号');
  if (await phoneTaken(siteDb, phone, userId)) throw fail(PHONE_TAKEN);
  const purpose = user.mobile ? 'change-phone' : 'bind-phone';
  const { id, code } = await issueCode(siteDb, { purpose, subject: phone, target: phone, userId, ip: request.ip });
  try {
    await sms.sendCode(phone, code, purpose);
  } catch (error) {
    await withdrawCode(siteDb, id);
    // The provider's code and words go to the log; the person gets one sentence.
    request.log.error({ sms: error instanceof SmsSendError ? error.code : String(error), phone: maskTarget(phone) }, 'sms code not sent');
    throw fail(SMS_FAILED_MESSAGE);
  }
  return { expires_in: CODE_TTL_SECONDS, resend_in: RESEND_SECONDS };
}

/** Stores the proven number, re-checking the rule in the same transaction, and audits the change. */
async function savePhone(request: FastifyRequest, userId: string, realname: string, before: string, phone: string, action: string) {
  await request.siteDb.transaction(async (tx) => {
    if (await phoneTaken(tx, phone, userId)) throw fail(PHONE_TAKEN);
    await tx.updateTable('users').set({ mobile: phone, updated: nowSeconds() }).where('id', '=', userId).execute();
    personChanged(tx, userId);
    await recordAudit(tx, request, { actorId: userId, actorName: realname, action, targetType: 'user', targetId: userId, before: { mobile: maskTarget(before) }, after: { mobile: maskTarget(phone) } });
  });
}

/** Binds a first phone with the code sent to it. */
export async function bindPhone(request: FastifyRequest, userId: string, input: { phone: string; code: string }): Promise<void> {
  const user = await accountOf(request.siteDb, userId);
  if (user.mobile) throw fail('您已绑定手机号，如需修改请使用更换手机');
  await useCode(request, { purpose: 'bind-phone', subject: input.phone, userId, code: input.code });
  await savePhone(request, userId, user.realname, '', input.phone, 'users.bind-phone');
}

/**
 * Changes the bound phone: the code proves the new number, the current password proves the person
 * (a code to the old number would lock out whoever lost that phone, the usual reason to change it).
 * The password is checked like a sign-in, counted first, so a borrowed session cannot guess it quickly.
 */
export async function changePhone(request: FastifyRequest, userId: string, input: { phone: string; code: string; password: string }): Promise<void> {
  const siteDb = request.siteDb;
  const user = await accountOf(siteDb, userId);
  if (!user.mobile) throw fail('您还没有绑定手机号，请先绑定');
  await claimSignInAttempt(siteDb, user.username, request.ip);
  if (!(await verifyPassword(input.password, user.password_hash))) throw fail('当前密码不正确');
  await signInSucceeded(siteDb, user.username, request.ip);
  await useCode(request, { purpose: 'change-phone', subject: input.phone, userId, code: input.code });
  await savePhone(request, userId, user.realname, user.mobile, input.phone, 'users.change-phone');
}
