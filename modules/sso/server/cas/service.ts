import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { type AppError, fail, forbidden } from '@quad/platform/server/errors';
import { requestOrigin } from '@quad/platform/server/http/context';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import { setSessionCookies } from '@quad/platform/server/http/session-cookies';
import { createSession, deleteSessionByHash, hashToken } from '@quad/platform/server/identity/sessions';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TCasSettings } from '../../contract';
import { validateTicket } from './client';
import { readCasSettings } from './settings';
import { logoutTicket } from './xml';

export const NOT_CONFIGURED = '本站尚未开启统一身份认证登录，请使用账号密码登录';
export const FOREIGN_REDIRECT = '登录后要跳转的地址不是本站地址，已拒绝';
const BAD_TICKET = '统一身份认证登录凭据无效或已过期，请重新登录';
const USED_TICKET = '该统一身份认证登录凭据已使用过，请重新登录';
const UNREACHABLE = '暂时无法连接统一身份认证服务，请稍后再试';

/** A ticket as CAS issues them (`ST-…`, printable ASCII); anything else is refused before CAS is asked. */
const TICKET = /^[\x21-\x7e]{1,256}$/;

/**
 * Where to go after signing in, as a path on this site: a relative path, or an address on the origin
 * the request came to; undefined for anywhere else (sign-in is never an open redirect). Normalising is
 * idempotent, so the callback rebuilds the very service address the sign-in started with.
 */
export function sameSiteTarget(request: FastifyRequest, raw: string): string | undefined {
  if (!raw) return request.site.basePath;
  const origin = requestOrigin(request);
  try {
    const url = new URL(raw, `${origin}/`);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** The service address CAS sends the ticket to, and which it checks the ticket against: this site's origin, our path, the target. */
export const serviceUrl = (request: FastifyRequest, path: string, target: string) => `${requestOrigin(request)}${path}?redirect=${encodeURIComponent(target)}`;

async function enabledSettings(siteDb: SiteDb): Promise<TCasSettings> {
  const settings = await readCasSettings(siteDb);
  if (!settings.enabled || !settings.serverUrl) throw fail(NOT_CONFIGURED);
  return settings;
}

function targetOrRefuse(request: FastifyRequest, raw: string): string {
  const target = sameSiteTarget(request, raw);
  if (!target) throw fail(FOREIGN_REDIRECT);
  return target;
}

/** Off to the site's CAS login, which comes back to `path` with a ticket. */
export async function startCasSignIn(request: FastifyRequest, reply: FastifyReply, path: string, rawRedirect: string) {
  const target = targetOrRefuse(request, rawRedirect);
  const { serverUrl } = await enabledSettings(request.siteDb);
  return reply.redirect(`${serverUrl}/login?service=${encodeURIComponent(serviceUrl(request, path, target))}`, 302);
}

/** A refused ticket: kept (so presenting it again is refused here) and audited; answers what to tell the person. */
async function refusal(request: FastifyRequest, ticket: string, reason: Record<string, string>, message: string): Promise<AppError> {
  await request.siteDb.transaction(async (tx) => {
    await tx
      .insertInto('sso_tickets', { ticket, session_hash: '', user_id: '', created: nowSeconds() })
      .onConflict((oc) => oc.columns(['site_id', 'ticket']).doNothing())
      .execute();
    await recordAudit(tx, request, { actorId: '', actorName: '统一身份认证', action: 'sso.cas.refused', targetType: 'cas-ticket', targetId: ticket.slice(0, 80), after: reason });
  });
  return forbidden(message);
}

/**
 * The CAS callback at `path`: the ticket is checked with CAS for exactly the service it was issued
 * to, the person is this site's active one with that number, and the session is opened like a
 * password sign-in's (sign-in record, cookies), remembering which ticket opened it for single logout.
 */
export async function finishCasSignIn(request: FastifyRequest, reply: FastifyReply, outbound: TOutbound, path: string, params: { ticket: string; redirect: string }) {
  const { siteDb } = request;
  const target = targetOrRefuse(request, params.redirect);
  const settings = await enabledSettings(siteDb);
  const ticket = params.ticket;
  if (!TICKET.test(ticket)) throw fail('缺少统一身份认证登录凭据，请重新登录');
  const used = await siteDb.selectFrom('sso_tickets').select('ticket').where('ticket', '=', ticket).executeTakeFirst();
  if (used) throw await refusal(request, ticket, { code: 'REPLAYED' }, USED_TICKET);

  const answer = await validateTicket(outbound, settings.serverUrl, serviceUrl(request, path, target), ticket);
  if (!answer.ok) throw await refusal(request, ticket, { code: answer.code, message: answer.message }, answer.code === 'UNREACHABLE' ? UNREACHABLE : BAD_TICKET);

  const number = settings.numberAttribute ? (answer.attributes[settings.numberAttribute] ?? '') : answer.user;
  const person = number
    ? await siteDb.selectFrom('users').select('id').where('number', '=', number).where('status', '=', 'active').orderBy('created').orderBy('id').executeTakeFirst()
    : undefined;
  if (!person) throw await refusal(request, ticket, { code: 'NO_PERSON', user: answer.user, number }, `统一身份认证账号 ${answer.user} 在本站没有对应的人员，请联系管理员`);

  const meta = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), method: 'cas' };
  const token = await siteDb.transaction(async (tx) => {
    const opened = await createSession(tx, person.id, meta);
    await tx.insertInto('sso_tickets', { ticket, session_hash: hashToken(opened), user_id: person.id, created: nowSeconds() }).execute();
    return opened;
  });
  setSessionCookies(request, reply, token);
  return reply.redirect(`${requestOrigin(request)}${target}`, 302);
}

/** CAS single logout: the session the named ticket opened on this site ends (another site's tickets find nothing here). */
export async function casSingleLogout(siteDb: SiteDb, logoutRequest: string): Promise<boolean> {
  const ticket = logoutTicket(logoutRequest);
  if (!ticket) return false;
  const row = await siteDb.selectFrom('sso_tickets').select('session_hash').where('ticket', '=', ticket).executeTakeFirst();
  if (!row?.session_hash) return false;
  await deleteSessionByHash(siteDb, row.session_hash);
  await siteDb.updateTable('sso_tickets').set({ session_hash: '' }).where('ticket', '=', ticket).execute();
  return true;
}
