import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { fail, invalid } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { identityIds } from '@quad/platform/server/identity/links';
import { hashPassword, resemblesAccount } from '@quad/platform/server/identity/passwords';
import { deleteUserSessions } from '@quad/platform/server/identity/sessions';
import { clearAccountThrottle } from '@quad/platform/server/identity/throttle';
import type { TEmailSender } from '@quad/platform/server/providers/email/email-sender';
import type { TSmsProvider } from '@quad/platform/server/providers/sms/provider';
import { CODE_REFUSED, CODE_TTL_SECONDS, issueCode, RESEND_SECONDS, useCode } from './codes/service-codes';
import { maskTarget } from './mask';

// One count per account name however it is capitalised, like the sign-in throttle.
const subjectOf = (account: string) => `account:${account.toLowerCase()}`;

const findAccount = (request: FastifyRequest, account: string) =>
  request.siteDb.selectFrom('users').select(['id', 'username', 'number', 'realname', 'mobile', 'email', 'status']).where('username', '=', account).executeTakeFirst();

/**
 * Step one of a forgotten password. Whatever the account (unknown, disabled, without the channel
 * chosen), a code row is made and counted, so the limits, the answer and the refusals are the same;
 * only a real, active account with that channel gets the code. Sending is not awaited, so the time
 * of the answer does not tell either; a failure is logged, and the person asks again after a minute.
 */
export async function sendResetCode(request: FastifyRequest, senders: { sms: TSmsProvider; email: TEmailSender }, input: { account: string; channel: 'phone' | 'email' }) {
  const user = await findAccount(request, input.account);
  const target = user?.status === 'active' ? (input.channel === 'phone' ? user.mobile : user.email) : '';
  const { code } = await issueCode(request.siteDb, {
    purpose: 'reset-password',
    subject: subjectOf(input.account),
    target,
    userId: target && user ? user.id : '',
    ip: request.ip,
  });
  if (target) {
    const sending = input.channel === 'phone' ? senders.sms.sendCode(target, code, 'reset-password') : senders.email.sendCode(target, code, 'reset-password');
    sending.catch((error: unknown) => request.log.error({ channel: input.channel, target: maskTarget(target), error: String(error) }, 'reset code not sent'));
  }
  return { expires_in: CODE_TTL_SECONDS, resend_in: RESEND_SECONDS };
}

/**
 * Step two: the code, then the new password (the platform's rules). In one transaction: the new hash
 * (no change forced at the next sign-in: the person chose it), the end of every session of the person
 * and of their linked identities, and the audit entry. The account's sign-in pause is cleared.
 */
export async function confirmReset(request: FastifyRequest, input: { account: string; code: string; new_password: string }): Promise<void> {
  const siteDb = request.siteDb;
  const userOf = (id: string) => siteDb.selectFrom('users').select(['id', 'username', 'number', 'realname', 'status']).where('id', '=', id).executeTakeFirst();
  const { userId } = await useCode(request, { purpose: 'reset-password', subject: subjectOf(input.account), code: input.code }, async (id) => {
    const found = await userOf(id);
    if (found && resemblesAccount(input.new_password, found)) throw invalid({ new_password: '新密码不能与账号或学工号相同' });
  });
  const user = await userOf(userId);
  if (!user || user.status !== 'active') throw fail(CODE_REFUSED);
  const hash = await hashPassword(input.new_password);
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('users').set({ password_hash: hash, must_change_password: 0, updated: nowSeconds() }).where('id', '=', user.id).execute();
    for (const id of await identityIds(tx, user.id)) await deleteUserSessions(tx, id);
    await recordAudit(tx, request, { actorId: user.id, actorName: user.realname, action: 'users.reset-password-by-code', targetType: 'user', targetId: user.id });
  });
  await clearAccountThrottle(siteDb, user.username);
}
