import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallContract } from '@quad/contracts/call';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import type { TPage } from './pages';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OWN = `http://${HOSTS.north}`;

/** What a GET route of the server was declared as: the contract or page that registered it. */
function declarationOf(url: string): { name: string; changesState: boolean } | undefined {
  const contract = t.app.calls.find((c: CallContract) => [c.path, ...(c.aliases ?? [])].includes(url));
  if (contract) return { name: `${contract.method} ${contract.path}`, changesState: contract.method !== 'GET' };
  const page = t.app.pages.find((p: TPage) => p.method === 'GET' && p.path === url);
  return page && { name: `page ${page.path}`, changesState: page.changesState === true };
}

const getRoutes = () => t.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url);

describe('state changes by GET (issue 16, item 5)', () => {
  it('declares every GET route as a call or a page, and the only state changes answering GET are the original protocol’s', () => {
    const stateChangesByGet = new Set<string>();
    for (const url of getRoutes()) {
      const declared = declarationOf(url);
      expect(declared, `GET ${url} is not declared by a contract or page`).toBeDefined();
      if (declared?.changesState) stateChangesByGet.add(url);
    }
    // Logout ([M] GET in the original protocol) and the daily report's save ("a GET with a form body" [L]).
    expect([...stateChangesByGet].sort()).toEqual(
      [
        '/uc/wap/login/logout',
        '/ncov/wap/default/save',
        '/ncov/wap/fudan/save',
        '/buaaxsncov/wap/default/save',
        '/:module/wap/:controller/save',
      ].sort(),
    );
  });

  it('refuses every state change reached by a plain GET or HEAD (a link, an image, a foreign page), before it runs', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    const attempts: { url: string; headers: Record<string, string> }[] = [];
    for (const url of getRoutes().filter((u) => declarationOf(u)?.changesState)) {
      const path = url.replace(':module', 'whuxsncov').replace(':controller', 'default');
      attempts.push(
        { url: path, headers: { accept: 'text/html' } }, // <a href> or a typed address
        { url: path, headers: { accept: 'image/avif,image/webp,*/*', referer: `${OWN}/site/notice/detail?id=1` } }, // <img src> in a notice
        { url: path, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' } },
        { url: path, headers: { 'x-requested-with': 'XMLHttpRequest', referer: 'https://evil.example/page' } },
        { url: path, headers: { 'x-requested-with': 'XMLHttpRequest' } }, // XHR header alone: no same-site page named
      );
    }
    for (const attempt of attempts) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: attempt.url, headers: { host: HOSTS.north, cookie: admin, ...attempt.headers } });
        const label = `${method} ${attempt.url} ${JSON.stringify(attempt.headers)}`;
        if (method === 'GET') expect(res.json(), label).toMatchObject({ e: 10003, m: '请从本站页面操作，链接和图片不能提交或退出' });
      }
    }
    // None of them signed the administrator out (a HEAD has no body to read: this is where it would show).
    expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie: admin })).json().e).toBe(0);
  });

  it('still lets the original pages’ XHR GET through when it names this site', async () => {
    for (const headers of [{ referer: `${OWN}/uc/wap/login` }, { origin: OWN }] as Record<string, string>[]) {
      const cookie = await login(t.app, 'student', 'student123');
      const out = await call(t.app, { method: 'GET', url: '/uc/wap/login/logout', cookie, headers });
      expect(out.json()).toEqual({ e: 0, m: '操作成功', d: {} });
      expect((await call(t.app, { url: '/uc/wap/user/get-info', cookie })).json().e).toBe(10013);
    }
  });
});
