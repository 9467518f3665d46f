import type { FastifyInstance } from 'fastify';
import type * as PromClient from 'prom-client';

declare module 'fastify' {
  interface FastifyRequest {
    /** The failure an answer carries (its envelope's `e`, or a 5xx status), '' for none: read by the metrics. */
    failureCode: string;
  }
}

/** Every envelope starts so (`{ e, m, d }` in that order): the code is read without parsing the answer. */
const ENVELOPE_CODE = /^\{"e":(\d+)/;

/** Up to 10 s: a report save takes milliseconds, an export or an import several seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts each request by call, and by site. A call is named by its contract's path (a page by its
 * route's), never by the address asked for: ids in paths and unknown addresses add no series, so the
 * label values are the routes of this server plus `unmatched`.
 */
export function countRequests(app: FastifyInstance, client: typeof PromClient, registry: PromClient.Registry): void {
  const duration = new client.Histogram({
    name: 'quad_call_duration_seconds',
    help: 'Time to answer, per call (its contract path); _count is the number of requests',
    labelNames: ['call'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const failures = new client.Counter({
    name: 'quad_call_errors_total',
    help: 'Answers that failed, per call and code: the envelope e (10500 is a crash) or the HTTP status of a 5xx',
    labelNames: ['call', 'code'],
    registers: [registry],
  });
  const perSite = new client.Counter({
    name: 'quad_site_requests_total',
    help: 'Requests per site (the site resolved from the host)',
    labelNames: ['site'],
    registers: [registry],
  });

  app.decorateRequest('failureCode', '');
  app.addHook('onSend', (request, reply, payload, done) => {
    const e = typeof payload === 'string' ? ENVELOPE_CODE.exec(payload)?.[1] : undefined;
    if (e !== undefined && e !== '0') request.failureCode = e;
    else if (reply.statusCode >= 500) request.failureCode = String(reply.statusCode);
    done(null, payload);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions;
    if (route.config.infrastructure) return;
    const call = route.config.call ?? route.url ?? 'unmatched';
    duration.observe({ call }, reply.elapsedTime / 1000);
    if (request.failureCode) failures.inc({ call, code: request.failureCode });
    if (request.site) perSite.inc({ site: request.site.id });
  });
}
