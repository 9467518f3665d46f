import type { FastifyInstance } from 'fastify';
import type { TModuleManifest } from '@quad/contracts/manifest';
import { registerPage } from '../http/pages';
import type { TWebhookCatalogue } from '../webhooks/catalogue';
import { findUndocumentedRoutes } from './coverage';
import { buildOpenApiDocument } from './document';

const OPENAPI_PATH = '/api/openapi.json';

/**
 * Serves the reference document. It is built once every route is in (`onReady`), from the records
 * `registerCall` and `registerPage` keep, so a broken contract stops the server at start-up rather
 * than the first reader.
 */
export function installOpenApi(app: FastifyInstance, manifests: TModuleManifest[], webhookEvents: TWebhookCatalogue): void {
  let document = '';
  registerPage(
    app,
    { method: 'GET', path: OPENAPI_PATH, summary: '接口参考文档（OpenAPI 3.1），由接口契约生成', access: 'public', produces: ['json'] },
    async (_request, reply) => reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document),
  );
  app.addHook('onReady', async () => {
    const built = buildOpenApiDocument({ calls: app.calls, pages: app.pages, manifests, webhookEvents });
    const missing = findUndocumentedRoutes(app.routeTable, built);
    // Said at start-up so whoever added the route sees it; the route coverage test fails on it too.
    if (missing.length)
      app.log.error({ routes: missing }, 'routes registered without registerCall/registerPage are missing from the reference');
    document = JSON.stringify(built);
  });
}
