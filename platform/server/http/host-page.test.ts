import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@quad/contracts/call';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import { serverModules } from '@quad/server/modules';
import type { TServerModule } from '../module';
import { registerCall } from './calls';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>加载中</title><!--site-info--></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app");'.repeat(200));
// What the web build writes beside each asset (apps/web/build/precompress.ts).
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync('console.log("app");'.repeat(200)));

const crash = defineCall({ method: 'POST', path: '/test/wap/crash/now', summary: 'crash', access: 'public', input: z.object({}).loose(), output: z.object({}) });
const crashingModule: TServerModule = {
  manifest: { id: 'crashy', appKey: 'crashy', name: { zh: '崩溃', en: 'Crash', tw: '崩潰' }, defaultEnabled: false, routes: [] },
  register: (app) =>
    registerCall(app, crash, async () => {
      throw new Error('secret internal detail at /srv/quad/db.ts:42');
    }),
};
const brokenModule: TServerModule = {
  manifest: { id: 'broken', appKey: 'broken', name: { zh: '坏', en: 'Broken', tw: '壞' }, defaultEnabled: false, routes: [] },
  register: () => {
    throw new Error('cannot start');
  },
};

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist }, [...serverModules, crashingModule, brokenModule]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, host: string = HOSTS.north, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

describe('host page', () => {
  it('injects the site info of the requested host, escaped for a script tag', async () => {
    const res = await page('/site/', HOSTS.south);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const info = JSON.parse(/window\.__SITE__=(\{.*?\})<\/script>/.exec(res.body)?.[1] ?? '{}');
    expect(info).toMatchObject({ id: 'south', name: '南溪大学', basePath: '/site/', baseurl: 'http://south.localhost/site/', lang: 'zh' });
    expect(res.body).toContain('<title>南溪大学</title>');
    expect(info.settings).toMatchObject({ copyright: '© 南溪大学网络与信息中心', site_name: '南溪大学', enabled_apps: null, lang: 'zh' });
  });

  it('serves the app for any page (the app itself shows the no-page screen)', async () => {
    const res = await page('/site/noSuchModule/whatever');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('window.__SITE__');
  });

  it('sends a browser without a session from a protected page to the login page', async () => {
    const res = await page('/site/center/personal?x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`http://localhost/uc/wap/login?redirect=${encodeURIComponent('http://localhost/site/center/personal?x=1')}`);
    const cookie = await login(t.app, 'student', 'student123');
    expect((await page('/site/center/personal', HOSTS.north, cookie)).statusCode).toBe(200);
    expect((await page('/site/m_center/personal')).statusCode).toBe(302);
  });

  it('lets everyone reach public pages such as the login screen', async () => {
    expect((await page('/site/center/login')).statusCode).toBe(200);
    const login = await page('/uc/wap/login?redirect=%2Fsite%2F');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('window.__SITE__');
    expect(login.cookies.find((c) => c.name === 'eai-sess')).toBeTruthy();
  });

  it('serves hashed assets compressed and cacheable for a year; a missing asset is a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/site/assets/app-1234.js', headers: { host: HOSTS.north, 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect((await page('/site/assets/missing.js')).statusCode).toBe(404);
    expect((await page('/site/assets/../../etc/passwd')).statusCode).toBe(404);
    const malformed = await page('/site/%');
    expect([400, 404]).toContain(malformed.statusCode);
    expect(malformed.body).not.toMatch(/at .*\.ts|stack/i);
  });
});

describe('failures', () => {

  it('a crash answers 系统异常 with a request id and no internals', async () => {
    const res = await call(t.app, { url: '/test/wap/crash/now', form: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.e).toBe(10500);
    expect(body.m).toBe('系统异常');
    expect(body.d.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret internal detail');
  });

  it('an area that fails to start is skipped and the portal still answers', async () => {
    expect((await call(t.app, { url: '/wap/setting/info', form: {} })).json().e).toBe(0);
  });

  it('a suspended site answers that it is suspended', async () => {
    await t.platform.database.db.updateTable('sites').set({ status: 'suspended' }).where('id', '=', 'east').execute();
    t.platform.sites.invalidate();
    const res = (await call(t.app, { url: '/wap/setting/info', host: HOSTS.east, form: {} })).json();
    expect(res).toMatchObject({ e: 10030, m: '该站点已停用，请联系学校管理员' });
    expect((await call(t.app, { url: '/wap/setting/info', host: HOSTS.south, form: {} })).json().e).toBe(0);
  });
});
