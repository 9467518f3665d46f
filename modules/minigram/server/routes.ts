import type { FastifyInstance } from 'fastify';
import { fail } from '@quad/platform/server/errors';
import { registerCall } from '@quad/platform/server/http/calls';
import { setSessionCookies } from '@quad/platform/server/http/session-cookies';
import { createSession } from '@quad/platform/server/identity/sessions';
import type { TPlatform } from '@quad/platform/server/module';
import { consumeOneTimeToken, issueOneTimeToken } from '@quad/platform/server/providers/messaging/one-time-tokens';
import { targetOf } from '@quad/platform/server/providers/messaging/sign-in-target';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { exchangeMinigramTicket, issueMinigramTicket, issueMyMinigramTicket } from '../contract';

/** A ticket travels from the mini program straight into its web view: a minute is plenty, and a leaked one dies fast. */
const TICKET_TTL_SECONDS = 60;
const INVALID = '登录票据无效或已过期，请回到小程序重新进入';

/** Tickets live in the platform's per-site one-time tokens: single use, hashed, swept when expired. */
const newTicket = async (siteDb: SiteDb, userId: string) => ({
  ticket: await issueOneTimeToken(siteDb, 'minigram', userId, TICKET_TTL_SECONDS),
  expiresIn: TICKET_TTL_SECONDS,
});

export function registerMinigramRoutes(app: FastifyInstance, platform: TPlatform): void {
  const issues = new WindowLimiter(platform.counters, 'minigram-issue', 60, 60_000);
  const exchanges = new WindowLimiter(platform.counters, 'minigram-exchange', 30, 60_000);
  const tooMany = '请求太频繁，请稍后再试';

  registerCall(app, issueMyMinigramTicket, async ({ siteDb, userId }) => {
    await issues.hit(`${siteDb.siteId}:${userId}`, tooMany);
    return newTicket(siteDb, userId);
  });

  registerCall(app, issueMinigramTicket, async ({ input, siteDb, userId }) => {
    // `userId` is the token (`token:<id>`): its rate is its own.
    await issues.hit(`${siteDb.siteId}:${userId}`, tooMany);
    const person = await siteDb.selectFrom('users').select('id').where('number', '=', input.number).where('status', '=', 'active').executeTakeFirst();
    if (!person) throw fail('没有这个学工号的在用账号');
    return newTicket(siteDb, person.id);
  });

  registerCall(app, exchangeMinigramTicket, async ({ input, siteDb, request, reply }) => {
    await exchanges.hit(`${siteDb.siteId}:${request.ip}`, tooMany);
    const userId = await consumeOneTimeToken(siteDb, 'minigram', input.ticket);
    if (!userId) throw fail(INVALID);
    // Disabled since the ticket was issued: no session.
    const active = await siteDb.selectFrom('users').select('id').where('id', '=', userId).where('status', '=', 'active').executeTakeFirst();
    if (!active) throw fail(INVALID);
    const token = await createSession(siteDb, userId, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), method: 'minigram' });
    setSessionCookies(request, reply, token);
    return { redirect: targetOf(request, input.redirect ?? '') };
  });
}
