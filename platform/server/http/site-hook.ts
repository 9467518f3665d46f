import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@quad/contracts/errors';
import { SiteDb } from '../db/site-db';
import type { TPlatform } from '../module';
import { resolveSite } from '../sites/resolve-site';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The `Host` header the site was resolved from. Origins (the CSRF wall, links the server builds) are
     * judged against it rather than `request.host`, which TRUST_PROXY lets a client's X-Forwarded-Host set.
     */
    siteHost: string;
  }
}

/** Attaches the request's site (from its host) and that site's data handle before anything else runs. */
export function installSiteHook(app: FastifyInstance, platform: TPlatform): void {
  app.decorateRequest('site', null as never);
  app.decorateRequest('siteDb', null as never);
  app.decorateRequest('siteHost', '');
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.infrastructure) return;
    request.siteHost = (request.headers.host ?? '').toLowerCase();
    const site = await resolveSite(platform.sites, request.siteHost, platform.config.defaultSite);
    if (!site) {
      return reply.status(404).send({ e: ErrorCode.NOT_FOUND, m: '站点不存在', d: {} });
    }
    if (site.status === 'suspended') {
      return reply.status(200).send({ e: ErrorCode.SITE_SUSPENDED, m: '该站点已停用，请联系学校管理员', d: {} });
    }
    request.site = site;
    request.siteDb = new SiteDb(platform.database.db, site.id);
  });
}
