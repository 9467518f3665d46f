import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TCallAccess } from '@quad/contracts/call';
import { DEFAULT_BASE_PATH } from '@quad/contracts/site-constants';
import type { TSiteRelativeHandler } from './host-page';

/** What a page route answers: an HTML page, a redirect, a file, the `{e,m,d}` envelope, other JSON, or plain text. */
export type TPageResult = 'html' | 'redirect' | 'file' | 'envelope' | 'json' | 'text';

/**
 * A route that is not a JSON call (pages, redirects, files, the health check), described for the
 * reference document the way `CallContract` describes calls.
 */
export interface TPage {
  method: 'GET' | 'POST';
  /** Fastify's path (`/*` for a catch-all); site-relative pages are recorded under the default base path. */
  path: string;
  summary: string;
  access: TCallAccess;
  produces: TPageResult[];
  /** Query parameters it reads, with Chinese descriptions. */
  query?: z.ZodObject;
  /** `d` of the envelope, for pages that answer one. */
  output?: z.ZodType;
  /** Served under each site's base path by the host page rather than as a route of its own. */
  siteRelative?: boolean;
  /** The page writes (as a call whose method is not GET does): a plain GET never runs it (csrf.ts). */
  changesState?: boolean;
  /**
   * For the machines around the server (a load balancer's probes, the metrics scraper), which reach an
   * instance by its address, not by a school's host: answered without a site, left out of the access
   * log and of the request metrics.
   */
  infrastructure?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every page route registered on this server, for the reference document. */
    pages: TPage[];
  }
  interface FastifyContextConfig {
    /** The route is `TPage.infrastructure`. */
    infrastructure?: boolean;
  }
}

type TPageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;

/** Registers a non-call route and records it, so the reference document lists it too. */
export function registerPage(app: FastifyInstance, page: Omit<TPage, 'siteRelative'>, handler: TPageHandler): void {
  app.pages.push(page);
  app.route({ method: page.method, url: page.path, config: { changesState: page.changesState === true, infrastructure: page.infrastructure === true }, handler });
}

/** Records a page served at `<site base path><name>` by the host page's catch-all. */
export function registerSitePage(
  app: FastifyInstance,
  siteRelative: Record<string, TSiteRelativeHandler>,
  name: string,
  page: Omit<TPage, 'method' | 'path' | 'siteRelative'>,
  handler: TSiteRelativeHandler,
): void {
  siteRelative[name] = handler;
  app.pages.push({ ...page, method: 'GET', path: DEFAULT_BASE_PATH + name, siteRelative: true });
}
