import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { type AppError, fail, forbidden } from '@quad/platform/server/errors';
import { requestOrigin } from '@quad/platform/server/http/context';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import { createSession, deleteSessionByHash, hashToken } from '@quad/platform/server/identity/sessions';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TCasSettings } from '../../contract';
import { arrive, personByNumber, sessionMeta, targetOrRefuse } from '../sign-in';
import { validateTicket } from './client';
import { readCasSettings } from './settings';
import { logoutTicket } from './xml';

export const CAS_CALLBACK_PATH = '/sso/api/cas/callback';
export const NOT_CONFIGURED = '本站尚未开启统一身份认证登录，请使用账号密码登录';
const BAD_TICKET = '统一身份认证登录凭据无效或已过期，请重新登录';
const USED_TICKET = '该统一身份认证登录凭据已使用过，请重新登录';
const UNREACHABLE = '暂时无法连接统一身份认证服务，请稍后再试';

/** A ticket as CAS issues them (`ST-…`, printable ASCII); anything else is refused before CAS is asked. */
const TICKET = /^[\x21-\x7e]{1,256}$/;

/** The service address CAS sends the ticket to, and which it checks the ticket against: this site's origin, our path, the target. */
export const serviceUrl = (request: FastifyRequest, path: string, target: string) => `${requestOrigin(request)}${path}?redirect=${encodeURIComponent(target)}`;

async function enabledSettings(siteDb: SiteDb): Promise<TCasSettings> {
  const settings = await readCasSettings(siteDb);
  if (!settings.enabled || !settings.serverUrl) throw fail(NOT_CONFIGURED);
  return settings;
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
  const person = await personByNumber(siteDb, number);
  if (!person) throw await refusal(request, ticket, { code: 'NO_PERSON', user: answer.user, number }, `统一身份认证账号 ${answer.user} 在本站没有对应的人员，请联系管理员`);

  const token = await siteDb.transaction(async (tx) => {
    const opened = await createSession(tx, person.id, sessionMeta(request, 'cas'));
    await tx.insertInto('sso_tickets', { ticket, session_hash: hashToken(opened), user_id: person.id, created: nowSeconds() }).execute();
    return opened;
  });
  return arrive(request, reply, token, target);
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
