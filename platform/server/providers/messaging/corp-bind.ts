import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { corpAppSignIn, corpBind, corpUnbind, myCorpBindings } from '@quad/contracts/corp-calls';
import { recordAudit } from '../../audit/record';
import { fail } from '../../errors';
import { registerCall } from '../../http/calls';
import { setSessionCookies } from '../../http/session-cookies';
import { DUMMY_HASH, verifyPassword } from '../../identity/passwords';
import { createSession } from '../../identity/sessions';
import type { TPlatform } from '../../module';
import { WindowLimiter } from '../../rate-limit';
import { findCorpUser } from './corp-users';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from './one-time-tokens';
import type { TProviderFor } from './providers';
import { targetOf } from './sign-in-target';

/** The bind page's address under the site (modules/minigram serves it). */
export const BIND_PAGE = 'corpBind/index';
/** Long enough to look one's number up; a ticket names an account the provider vouched for a moment ago. */
const BIND_TTL_SECONDS = 600;
/** Per address and per number: a person mistyping a few times passes, a script guessing passwords does not. */
const BIND_ATTEMPTS = 5;
const BIND_WINDOW_MS = 15 * 60_000;
const EXPIRED = '绑定请求已失效，请重新进入页面';
const BAD_CREDENTIALS = '学工号或密码错误';

interface TPendingBind {
  corpUserId: string;
  target: string;
}

/** Opens a session for `userId` as every messaging sign-in does. */
async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string, method: string): Promise<void> {
  const token = await createSession(request.siteDb, userId, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), method });
  setSessionCookies(request, reply, token);
}

/**
 * A messaging account the provider vouched for: its person is signed in and the answer is `target`;
 * an account nobody holds yet gets a binding ticket and the answer is the bind page (no more dead end).
 */
export async function signInOrBind(request: FastifyRequest, reply: FastifyReply, corpUserId: string, target: string): Promise<string> {
  const userId = await findCorpUser(request.siteDb, corpUserId);
  if (userId) {
    await startSession(request, reply, userId, 'corp');
    return target;
  }
  const pending: TPendingBind = { corpUserId, target };
  const ticket = await issueOneTimeToken(request.siteDb, 'bind', JSON.stringify(pending), BIND_TTL_SECONDS);
  return `${request.site.basePath}${BIND_PAGE}?ticket=${ticket}`;
}

/** In-app sign-in, first-sign-in binding, and my bindings in the personal centre. */
export function registerCorpBind(app: FastifyInstance, platform: TPlatform, providerFor: TProviderFor): void {
  const byAddress = new WindowLimiter(platform.counters, 'corp-bind-ip', BIND_ATTEMPTS, BIND_WINDOW_MS);
  const byNumber = new WindowLimiter(platform.counters, 'corp-bind-number', BIND_ATTEMPTS, BIND_WINDOW_MS);

  registerCall(app, corpAppSignIn, async ({ input, site, siteDb, request, reply }) => {
    const provider = providerFor(site, siteDb);
    if (!provider.exchangeAppCode) throw fail('本站的消息应用不支持应用内免登，请从登录页进入');
    const corpUserId = await provider.exchangeAppCode(input.code);
    return { redirect: await signInOrBind(request, reply, corpUserId, targetOf(request, input.redirectUrl ?? '')) };
  });

  registerCall(app, corpBind, async ({ input, siteDb, request, reply }) => {
    const tooMany = '尝试次数过多，请稍后再试';
    // Counted before the password is checked, so parallel guesses cannot pass the limit together.
    await byAddress.hit(`${siteDb.siteId}:${request.ip}`, tooMany);
    await byNumber.hit(`${siteDb.siteId}:${input.number}`, tooMany);
    const value = await peekOneTimeToken(siteDb, 'bind', input.ticket);
    if (!value) throw fail(EXPIRED);
    const pending = JSON.parse(value) as TPendingBind;
    const user = await siteDb
      .selectFrom('users')
      .select(['id', 'password_hash', 'status', 'corp_userid'])
      .where('number', '=', input.number)
      .executeTakeFirst();
    // Same time and same words whether the number or the password is wrong.
    const matches = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !matches || user.status !== 'active') throw fail(BAD_CREDENTIALS);
    if (user.corp_userid && user.corp_userid !== pending.corpUserId) throw fail('该学工号已绑定其他消息应用账号，请先在个人中心解除绑定');
    // The ticket is spent only now, so a mistyped password can be corrected; two racing binds: one wins.
    if ((await consumeOneTimeToken(siteDb, 'bind', input.ticket)) === undefined) throw fail(EXPIRED);
    if (await findCorpUser(siteDb, pending.corpUserId)) throw fail('该消息应用账号已绑定本站其他用户');
    await siteDb.transaction(async (tx) => {
      await tx.updateTable('users').set({ corp_userid: pending.corpUserId }).where('id', '=', user.id).execute();
      await recordAudit(tx, request, { actorId: user.id, action: 'corp.bind', targetType: 'user', targetId: user.id, after: { corpUserId: pending.corpUserId } });
    });
    // A messaging-app sign-in like any other in 登录记录; the bind itself is in the audit log.
    await startSession(request, reply, user.id, 'corp');
    return { redirect: pending.target };
  });

  registerCall(app, myCorpBindings, async ({ site, siteDb, userId }) => {
    const row = await siteDb.selectFrom('users').select('corp_userid').where('id', '=', userId).executeTakeFirst();
    return { list: row?.corp_userid ? [{ kind: site.settings.messaging.kind, corpUserId: row.corp_userid }] : [] };
  });

  registerCall(app, corpUnbind, async ({ input, siteDb, userId, request }) => {
    await siteDb.transaction(async (tx) => {
      const done = await tx
        .updateTable('users')
        .set({ corp_userid: '' })
        .where('id', '=', userId)
        .where('corp_userid', '=', input.corpUserId)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw fail('没有绑定这个消息应用账号');
      await recordAudit(tx, request, { actorId: userId, action: 'corp.unbind', targetType: 'user', targetId: userId, before: { corpUserId: input.corpUserId } });
    });
    return {};
  });
}
