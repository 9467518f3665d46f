import type { FastifyInstance } from 'fastify';

export interface TRouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every (method, path) Fastify serves, as its router saw them: what the reference must cover. */
    routeTable: TRouteEntry[];
  }
}

/**
 * Records every route as Fastify adds it. Installed before any route exists, so nothing escapes it;
 * the HEAD twin Fastify adds right after each GET route is left out (it answers the same call).
 */
export function installRouteTable(app: FastifyInstance): void {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && app.routeTable.some((r) => r.method === 'GET' && r.url === route.url)) continue;
      app.routeTable.push({ method, url: route.url });
    }
  });
}
