import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@quad/platform/server/errors';
import { completeBind, countBindTry, pendingBindOf, refuseBoundElsewhere } from '@quad/platform/server/providers/messaging/corp-bind';
import type { TCounterStore } from '@quad/platform/server/rate-limit';
import { SMS_FAILED_MESSAGE, SmsSendError, type TSmsProvider } from '@quad/platform/server/providers/sms/provider';
import { CODE_TTL_SECONDS, issueCode, RESEND_SECONDS, useCode, withdrawCode } from './codes/service-codes';
import { maskTarget } from './mask';

export const NO_SUCH_NUMBER = '未找到该学工号的账号，请核对后重试';
export const NO_PHONE = '该学工号未绑定手机号，无法发送验证码，请改用密码绑定或联系学校管理员';

const personOf = (request: FastifyRequest, number: string) =>
  request.siteDb.selectFrom('users').select(['id', 'mobile', 'status', 'corp_userid']).where('number', '=', number).executeTakeFirst();

/**
 * First sign-in of a messaging account, the code way (corp-bind.ts keeps the ticket and the password
 * way): a code to the phone bound to the number. Only someone the provider vouched for a moment ago
 * holds a ticket, and each ask counts as a binding try (five in fifteen minutes per address and per
 * number), so the masked phone and "no such number" cannot be harvested. Codes are counted under the
 * phone, with the login's and the binding's, so a phone gets at most one a minute whatever asks.
 */
export async function sendBindCode(request: FastifyRequest, sms: TSmsProvider, counters: TCounterStore, input: { ticket: string; number: string }) {
  await countBindTry(counters, request, input.number);
  await pendingBindOf(request.siteDb, input.ticket);
  const user = await personOf(request, input.number);
  if (!user || user.status !== 'active') throw fail(NO_SUCH_NUMBER);
  if (!user.mobile) throw fail(NO_PHONE);
  const { id, code } = await issueCode(request.siteDb, { purpose: 'bind', subject: user.mobile, target: user.mobile, userId: user.id, ip: request.ip });
  try {
    await sms.sendCode(user.mobile, code, 'bind');
  } catch (error) {
    await withdrawCode(request.siteDb, id);
    request.log.error({ sms: error instanceof SmsSendError ? error.code : String(error), phone: maskTarget(user.mobile) }, 'bind code not sent');
    throw fail(SMS_FAILED_MESSAGE);
  }
  return { phone: maskTarget(user.mobile), expires_in: CODE_TTL_SECONDS, resend_in: RESEND_SECONDS };
}

/**
 * Binds with the number and its code, and signs in. The code is the person's own (five tries, the
 * fifth wrong one audited); a person already holding another messaging account is refused before the
 * code is spent. Any other number, or none, fails as a wrong code.
 */
export async function bindByCode(request: FastifyRequest, reply: FastifyReply, input: { ticket: string; number: string; code: string }): Promise<string> {
  const pending = await pendingBindOf(request.siteDb, input.ticket);
  const user = await personOf(request, input.number);
  const subject = user?.status === 'active' && user.mobile ? user.mobile : `number:${input.number}`;
  await useCode(request, { purpose: 'bind', subject, userId: user?.id ?? '', code: input.code }, async () => {
    if (user) refuseBoundElsewhere(user, pending);
  });
  return completeBind(request, reply, input.ticket, user?.id ?? '', 'code');
}
