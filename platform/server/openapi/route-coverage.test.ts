import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';
import { serverModules } from '@quad/server/modules';
import type { TServerModule } from '../module';
import { findUndocumentedRoutes } from './coverage';
import { toOpenApiPath } from './operations';
import type { TJsonSchema } from './schemas';

const fetchDocument = async (t: TTestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: HOSTS.north } })).json() as TJsonSchema;

const operationsOf = (document: TJsonSchema) =>
  Object.entries(document.paths as Record<string, Record<string, TJsonSchema>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe('every route Fastify serves is in the reference', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists each route of the route table, calls and pages alike, and nothing the server does not serve', async () => {
    const document = await fetchDocument(t);
    expect(t.app.routeTable.length).toBeGreaterThan(20);
    expect(findUndocumentedRoutes(t.app.routeTable, document)).toEqual([]);
    const served = new Set(t.app.routeTable.map((r) => `${r.method} ${toOpenApiPath(r.url)}`));
    const extra = operationsOf(document).filter((o) => !o.operation['x-site-relative'] && !served.has(`${o.method} ${o.path}`));
    expect(extra).toEqual([]);
  });

  it('records each route as a call contract or a page, never both', () => {
    const callPaths = t.app.calls.flatMap((c) => [c.path, ...(c.aliases ?? [])]);
    const pagePaths = t.app.pages.map((p) => p.path);
    expect(callPaths.filter((p) => pagePaths.includes(p))).toEqual([]);
    for (const route of t.app.routeTable) expect([...callPaths, ...pagePaths], `${route.method} ${route.url}`).toContain(route.url);
  });

  it('includes the pages that are not JSON calls: host page, health check, login page, enterprise sign-in, attachments', async () => {
    const document = await fetchDocument(t);
    const paths = document.paths as Record<string, Record<string, TJsonSchema>>;
    expect(paths['/{path}']?.get?.['x-page']).toEqual(['html', 'file', 'redirect']);
    expect(paths['/healthz']?.get?.['x-page']).toEqual(['envelope']);
    expect(paths['/uc/wap/login']?.get?.['x-page']).toEqual(['html']);
    const corp = paths['/api/corp/index']?.get;
    expect(corp?.responses).toHaveProperty('302');
    expect(corp?.parameters).toEqual([
      expect.objectContaining({ name: 'redirectUrl', in: 'query', required: false, description: '登录后回到的本站地址' }),
    ]);
    expect(paths['/api/corp/callback']?.get).toBeDefined();
    expect(paths['/api/corp/demo/authorize']?.get).toBeDefined();
    const attach = paths['/site/attach']?.get;
    expect(attach?.['x-site-relative']).toBe(true);
    expect(attach?.['x-access']).toBe('session');
    expect(paths['/api/openapi.json']?.get).toBeDefined();
  });
});

describe('a route added without a contract', () => {
  let t: TTestApp;
  // An area that forgot registerCall: its route works, but the reference cannot know what it takes.
  const rogue: TServerModule = {
    manifest: { id: 'rogue', appKey: 'rogue', name: { zh: '无契约', en: 'Rogue', tw: '無契約' }, defaultEnabled: false, routes: [] },
    register(app) {
      app.post('/rogue/wap/thing/save', async () => ({ e: 0, m: '操作成功', d: {} }));
    },
  };
  beforeAll(async () => {
    t = await createTestApp({}, [...serverModules, rogue]);
  });
  afterAll(() => t.close());

  it('is found missing from the reference', async () => {
    expect(findUndocumentedRoutes(t.app.routeTable, await fetchDocument(t))).toEqual(['POST /rogue/wap/thing/save']);
  });
});
