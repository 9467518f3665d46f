import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { corpAppSignIn, corpBind, corpUnbind, myCorpBindings } from '@quad/contracts/corp-calls';
import { recordAudit } from '../../audit/record';
import { fail } from '../../errors';
import { registerCall } from '../../http/calls';
import { setSessionCookies } from '../../http/session-cookies';
import { DUMMY_HASH, verifyPassword } from '../../identity/passwords';
import { createSession } from '../../identity/sessions';
import type { TPlatform } from '../../module';
import { WindowLimiter, type TCounterStore } from '../../rate-limit';
import type { SiteDb } from '../../db/site-db';
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

export interface TPendingBind {
  corpUserId: string;
  target: string;
}

/** Opens a session for `userId` as every messaging sign-in does, recorded as the site's provider (wecom, dingtalk, demo) in 登录记录. */
async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const method = request.site.settings.messaging.kind;
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
    await startSession(request, reply, userId);
    return target;
  }
  const pending: TPendingBind = { corpUserId, target };
  const ticket = await issueOneTimeToken(request.siteDb, 'bind', JSON.stringify(pending), BIND_TTL_SECONDS);
  return `${request.site.basePath}${BIND_PAGE}?ticket=${ticket}`;
}

/**
 * Counts one try at binding from this address and for this number, refusing past five in fifteen
 * minutes. A password try counts, and so does asking for a code (the other way in, registered by
 * modules/polymerization, which keeps the codes): both name accounts, neither may be scripted.
 */
export async function countBindTry(counters: TCounterStore, request: FastifyRequest, number: string): Promise<void> {
  const tooMany = '尝试次数过多，请稍后再试';
  // Counted before anything is checked, so parallel guesses cannot pass the limit together.
  await new WindowLimiter(counters, 'corp-bind-ip', BIND_ATTEMPTS, BIND_WINDOW_MS).hit(`${request.siteDb.siteId}:${request.ip}`, tooMany);
  await new WindowLimiter(counters, 'corp-bind-number', BIND_ATTEMPTS, BIND_WINDOW_MS).hit(`${request.siteDb.siteId}:${number}`, tooMany);
}

/** The messaging account a live ticket of this site waits to bind, without spending the ticket. */
export async function pendingBindOf(siteDb: SiteDb, ticket: string): Promise<TPendingBind> {
  const value = await peekOneTimeToken(siteDb, 'bind', ticket);
  if (!value) throw fail(EXPIRED);
  return JSON.parse(value) as TPendingBind;
}

/** Refuses binding a person who already holds another messaging account (checked before their proof is spent). */
export function refuseBoundElsewhere(user: { corp_userid: string }, pending: TPendingBind): void {
  if (user.corp_userid && user.corp_userid !== pending.corpUserId) throw fail('该学工号已绑定其他消息应用账号，请先在个人中心解除绑定');
}

/**
 * Binds the ticket's messaging account to `userId`, once the person proved who they are (`by`: their
 * password, or a code to their bound phone), and signs them in. The ticket is spent only now, so a
 * mistyped password can be corrected; of two racing binds one wins. Answers where to go next.
 */
export async function completeBind(request: FastifyRequest, reply: FastifyReply, ticket: string, userId: string, by: 'password' | 'code'): Promise<string> {
  const siteDb = request.siteDb;
  const value = await consumeOneTimeToken(siteDb, 'bind', ticket);
  if (value === undefined) throw fail(EXPIRED);
  const pending = JSON.parse(value) as TPendingBind;
  if (await findCorpUser(siteDb, pending.corpUserId)) throw fail('该消息应用账号已绑定本站其他用户');
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('users').set({ corp_userid: pending.corpUserId }).where('id', '=', userId).execute();
    await recordAudit(tx, request, { actorId: userId, action: 'corp.bind', targetType: 'user', targetId: userId, after: { corpUserId: pending.corpUserId, by } });
  });
  // A messaging-app sign-in like any other in 登录记录; the bind itself is in the audit log.
  await startSession(request, reply, userId);
  return pending.target;
}

/** In-app sign-in, first-sign-in binding by password (by code: modules/polymerization), and my bindings in the personal centre. */
export function registerCorpBind(app: FastifyInstance, platform: TPlatform, providerFor: TProviderFor): void {
  registerCall(app, corpAppSignIn, async ({ input, site, siteDb, request, reply }) => {
    const provider = providerFor(site, siteDb);
    if (!provider.exchangeAppCode) throw fail('本站的消息应用不支持应用内免登，请从登录页进入');
    const corpUserId = await provider.exchangeAppCode(input.code);
    return { redirect: await signInOrBind(request, reply, corpUserId, targetOf(request, input.redirectUrl ?? '')) };
  });

  registerCall(app, corpBind, async ({ input, siteDb, request, reply }) => {
    await countBindTry(platform.counters, request, input.number);
    const pending = await pendingBindOf(siteDb, input.ticket);
    const user = await siteDb
      .selectFrom('users')
      .select(['id', 'password_hash', 'status', 'corp_userid'])
      .where('number', '=', input.number)
      .executeTakeFirst();
    // Same time and same words whether the number or the password is wrong.
    const matches = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !matches || user.status !== 'active') throw fail(BAD_CREDENTIALS);
    refuseBoundElsewhere(user, pending);
    return { redirect: await completeBind(request, reply, input.ticket, user.id, 'password') };
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
