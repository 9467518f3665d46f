import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerCall (from the contract's method) and registerPage (from the page): the route writes. */
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an Origin or Referer names this site: the host its site was resolved from (never a header
 * TRUST_PROXY lets the client set), one of the site's domains, or PUBLIC_ORIGIN's host.
 */
function isOwnPage(request: FastifyRequest, address: string, publicOrigin?: string): boolean {
  let host: string;
  try {
    host = new URL(address).host.toLowerCase();
  } catch {
    return false;
  }
  const own = new Set([request.siteHost, ...request.site.domains.map((d) => d.toLowerCase())]);
  if (publicOrigin) own.add(new URL(publicOrigin).host.toLowerCase());
  return own.has(host) || own.has(host.replace(/:\d+$/, ''));
}

/**
 * A state-changing request that names an origin must name this site's own. Scripts that send no
 * Origin at all (the original product's clients) are let through: a browser always sends one on a
 * cross-site POST, and the session cookie is SameSite=Lax besides.
 */
export function isForeignOrigin(request: FastifyRequest, publicOrigin?: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  return origin !== undefined && !isOwnPage(request, origin, publicOrigin);
}

/**
 * A GET (or HEAD) of a route that changes state: a link, an image or a typed address would make it, so it
 * runs only as the original product's pages make it, an XHR from a page of this site.
 */
export function isPlainGetOfStateChange(request: FastifyRequest, publicOrigin?: string): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.routeOptions.config.changesState) return false;
  const xhr = String(request.headers['x-requested-with'] ?? '').toLowerCase() === 'xmlhttprequest';
  const page = request.headers.origin ?? request.headers.referer;
  return !(xhr && page !== undefined && isOwnPage(request, page, publicOrigin));
}

/** One wall for every route: foreign origins on writes, and writes by plain GET, stop before the handler. */
export function installCsrfWall(app: FastifyInstance, publicOrigin?: string): void {
  app.addHook('preHandler', async (request) => {
    if (isForeignOrigin(request, publicOrigin)) throw forbidden('请求来源不合法，请从本站页面操作');
    if (isPlainGetOfStateChange(request, publicOrigin)) throw forbidden('请从本站页面操作，链接和图片不能提交或退出');
  });
}
