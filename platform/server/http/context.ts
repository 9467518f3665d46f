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
    /** Set with `sessionUser`: the session must change its password before anything else. */
    passwordChangeDue?: boolean;
  }
  interface FastifyContextConfig {
    /** The route serves a session that must change its password first (see `CallContract.beforePasswordChange`). */
    beforePasswordChange?: boolean;
  }
}

/**
 * The signed-in user's id, or undefined. Looked up once per request. A session that must change its
 * password first counts as nobody, except on the routes that serve it: it may act on nothing else.
 */
export async function currentUserId(request: FastifyRequest): Promise<string | undefined> {
  if (request.sessionUser === undefined) {
    const token = request.cookies[SESSION_COOKIE];
    const owner = token ? await findSessionUser(request.siteDb, token) : undefined;
    request.sessionUser = owner?.userId ?? null;
    request.passwordChangeDue = owner?.mustChangePassword ?? false;
  }
  if (request.passwordChangeDue && !request.routeOptions.config.beforePasswordChange) return undefined;
  return request.sessionUser ?? undefined;
}

/** This site's origin as the request reached it: the host its site was resolved from (see site-hook). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.siteHost}`;
}

/** Where the user goes back to after signing in: `backTo`, else the page they were on when it is ours, else the site's home. */
function returnTarget(request: FastifyRequest, backTo?: string): string {
  if (backTo) return backTo;
  const origin = requestOrigin(request);
  const referer = request.headers.referer;
  return referer && referer.startsWith(origin + '/') ? referer : `${origin}${request.site.basePath}`;
}

export function loginUrl(request: FastifyRequest, backTo?: string): string {
  const base = request.site.loginUrl || `${requestOrigin(request)}/uc/wap/login`;
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(returnTarget(request, backTo))}`;
}

/** The phone page where a session that must change its password does so, then goes back like after signing in. */
function changePasswordUrl(request: FastifyRequest, backTo?: string): string {
  return `${requestOrigin(request)}${request.site.basePath}center/password?redirect=${encodeURIComponent(returnTarget(request, backTo))}`;
}

/** Sign in first; or, for a session that must change its password, change it first (10028). */
export function notLoggedIn(request: FastifyRequest): AppError {
  if (request.passwordChangeDue) return new AppError(ErrorCode.PASSWORD_CHANGE_REQUIRED, undefined, { change_url: changePasswordUrl(request) });
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
  const here = `${requestOrigin(request)}${request.url}`;
  return reply.redirect(request.passwordChangeDue ? changePasswordUrl(request, here) : loginUrl(request, here), 302);
}
