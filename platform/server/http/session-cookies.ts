import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_SECONDS } from '../identity/sessions';
import { cookieOptions, SESSION_COOKIE, SESSION_FLAG_COOKIE, UUKEY_COOKIE } from './context';

/**
 * Hands a new session to the browser, whatever way the user signed in: the HttpOnly token, the
 * `UUkey` the original product's scripts expect, and the flag the page may read (spec §4).
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const maxAge = SESSION_TTL_SECONDS;
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge });
  reply.setCookie(UUKEY_COOKIE, randomBytes(16).toString('hex'), { ...cookieOptions(request), maxAge });
  reply.setCookie(SESSION_FLAG_COOKIE, '1', { ...cookieOptions(request, false), maxAge });
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [SESSION_COOKIE, UUKEY_COOKIE, SESSION_FLAG_COOKIE]) reply.clearCookie(name, { path: '/' });
}
