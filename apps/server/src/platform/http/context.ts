import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@quad/contracts/errors';
import { SiteDb } from '../db/site-db';
import { AppError } from '../errors';
import { findSessionUser } from '../identity/sessions';
import type { TSite } from '../sites/site-store';

export const SESSION_COOKIE = 'eai-sess';
/** Readable by the page: tells the web app a session exists without exposing the token (spec §4). */
export const SESSION_FLAG_COOKIE = 'eai-sess-active';
export const UUKEY_COOKIE = 'UUkey';

declare module 'fastify' {
  interface FastifyRequest {
    site: TSite;
    siteDb: SiteDb;
    /** Memo of the session lookup: undefined = not looked up yet, null = nobody. */
    sessionUser?: string | null;
  }
}

/** The signed-in user's id, or undefined. Looked up once per request. */
export async function currentUserId(request: FastifyRequest): Promise<string | undefined> {
  if (request.sessionUser === undefined) {
    const token = request.cookies[SESSION_COOKIE];
    request.sessionUser = (token && (await findSessionUser(request.siteDb, token))) || null;
  }
  return request.sessionUser ?? undefined;
}

/** This site's origin as the request reached it: the host its site was resolved from (see site-hook). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.siteHost}`;
}

/** Where the login page sends the user back to: the page they were on when it is ours, else the site's home. */
export function loginUrl(request: FastifyRequest, backTo?: string): string {
  const origin = requestOrigin(request);
  let target = backTo;
  if (!target) {
    const referer = request.headers.referer;
    target = referer && referer.startsWith(origin + '/') ? referer : `${origin}${request.site.basePath}`;
  }
  const base = request.site.loginUrl || `${origin}/uc/wap/login`;
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(target)}`;
}

export function notLoggedIn(request: FastifyRequest): AppError {
  return new AppError(ErrorCode.NOT_LOGGED_IN, undefined, { login_url: loginUrl(request) });
}

export async function requireUserId(request: FastifyRequest): Promise<string> {
  const userId = await currentUserId(request);
  if (!userId) throw notLoggedIn(request);
  return userId;
}

export const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export function cookieOptions(request: FastifyRequest, httpOnly = true) {
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure: isSecure(request) };
}

/** A browser navigation (not an XHR call) gets pages and redirects rather than envelopes. */
export const isXhr = (request: FastifyRequest) =>
  (request.headers['x-requested-with'] ?? '').toString().toLowerCase() === 'xmlhttprequest' ||
  (request.headers.accept ?? '').includes('application/json');

/** A browser opening a page (not a script, not the web app's calls): it gets a 302 instead of 10013. */
export const isNavigation = (request: FastifyRequest) =>
  request.method === 'GET' && !isXhr(request) && (request.headers.accept ?? '').includes('text/html');

export function redirectToLogin(request: FastifyRequest, reply: FastifyReply) {
  return reply.redirect(loginUrl(request, `${requestOrigin(request)}${request.url}`), 302);
}
