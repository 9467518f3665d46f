import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { forbidden } from '@quad/platform/server/errors';
import { identityIds } from '@quad/platform/server/identity/links';
import { createSession, type TSessionMeta } from '@quad/platform/server/identity/sessions';

/** Password sign-in lives in the platform, since the sso area's tenant bridge answers it too. */
export { BAD_CREDENTIALS, signIn } from '@quad/platform/server/identity/password-sign-in';

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
