import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that names an origin must name this site's own. Scripts that send no
 * Origin at all (the original product's clients) are let through: a browser always sends one on a
 * cross-site POST, and the session cookie is SameSite=Lax besides.
 */
export function isForeignOrigin(request: FastifyRequest, publicOrigin?: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  const own = new Set([request.host.toLowerCase(), ...request.site.domains.map((d) => d.toLowerCase())]);
  if (publicOrigin) own.add(new URL(publicOrigin).host.toLowerCase());
  return !own.has(host) && !own.has(host.replace(/:\d+$/, ''));
}

export function installCsrfWall(app: FastifyInstance, publicOrigin?: string): void {
  app.addHook('preHandler', async (request) => {
    if (isForeignOrigin(request, publicOrigin)) throw forbidden('请求来源不合法，请从本站页面操作');
  });
}
