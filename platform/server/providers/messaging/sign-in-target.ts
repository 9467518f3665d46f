import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../../http/context';

export const homeOf = (request: FastifyRequest) => `${requestOrigin(request)}${request.site.basePath}`;

/**
 * `redirectUrl` when it is on the requested origin, else the site's home: sign-in is never an open
 * redirect. Shared by every sign-in that ends in a redirect (messaging app, binding, mini program ticket).
 */
export function targetOf(request: FastifyRequest, redirectUrl: string): string {
  const origin = requestOrigin(request);
  if (!redirectUrl) return homeOf(request);
  try {
    const url = new URL(redirectUrl, origin);
    return url.origin === origin ? url.href : homeOf(request);
  } catch {
    return homeOf(request);
  }
}
