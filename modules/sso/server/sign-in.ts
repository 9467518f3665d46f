import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { requestOrigin } from '@quad/platform/server/http/context';
import { setSessionCookies } from '@quad/platform/server/http/session-cookies';

/** What CAS and OIDC sign-ins share: where the browser may go afterwards, whom a number names, and the arrival. */

/** A query parameter as the pages read it: trimmed, '' when absent or repeated. */
export const queryParam = (request: FastifyRequest, name: string): string => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
};

export const FOREIGN_REDIRECT = '登录后要跳转的地址不是本站地址，已拒绝';

/**
 * Where to go after signing in, as a path on this site: a relative path, or an address on the origin
 * the request came to; undefined for anywhere else (sign-in is never an open redirect). Normalising is
 * idempotent, so the CAS callback rebuilds the very service address the sign-in started with.
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

export function targetOrRefuse(request: FastifyRequest, raw: string): string {
  const target = sameSiteTarget(request, raw);
  if (!target) throw fail(FOREIGN_REDIRECT);
  return target;
}

/** The site's active person with this number (学工号); the oldest when a number was given twice. */
export async function personByNumber(siteDb: SiteDb, number: string): Promise<{ id: string } | undefined> {
  if (!number) return undefined;
  return siteDb
    .selectFrom('users')
    .select('id')
    .where('number', '=', number)
    .where('status', '=', 'active')
    .orderBy('created')
    .orderBy('id')
    .executeTakeFirst();
}

/** The sign-in record's fields for `createSession`, `method` naming how the person came (登录记录). */
export const sessionMeta = (request: FastifyRequest, method: 'cas' | 'oidc') => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  method,
});

/** Signed in: the cookies a password sign-in sets, then the page the sign-in was started for. */
export function arrive(request: FastifyRequest, reply: FastifyReply, token: string, target: string) {
  setSessionCookies(request, reply, token);
  return reply.redirect(`${requestOrigin(request)}${target}`, 302);
}
