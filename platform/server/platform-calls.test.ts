import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import { seedDemoSites } from './seed/demo';
import { siteDay } from './time';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const now = () => Math.floor(Date.now() / 1000);

describe('site settings /wap/setting/info', () => {
  it('answers each site its own copyright and logo, to POST with an empty body and to GET', async () => {
    const north = (await call(t.app, { method: 'POST', url: '/wap/setting/info' })).json();
    expect(north).toMatchObject({ e: 0, m: '操作成功', d: { copyright: '© 北辰大学信息化办公室', site_logo: '/static/logos/north.svg' } });
    const south = (await call(t.app, { method: 'GET', url: '/wap/setting/info', host: HOSTS.south })).json();
    expect(south.d.copyright).toBe('© 南溪大学网络与信息中心');
    expect((await call(t.app, { method: 'POST', url: '/api/setting/info', host: 'east.localhost:8080' })).json().d.site_name).toBe('东岳理工学院');
  });

  it('falls back to the default site for an unknown host', async () => {
    const res = (await call(t.app, { url: '/wap/setting/info', host: 'unknown.example.org' })).json();
    expect(res.d.site_name).toBe('北辰大学');
  });

  it('serves the logo the settings name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/logos/south.svg', headers: { host: HOSTS.south } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('南');
  });

  it('writes the demo logos at every start: an instance whose disk never saw the sites seeded serves them too', async () => {
    const logo = path.join(t.dataDir, 'public', 'logos', 'east.svg');
    fs.rmSync(logo);
    await seedDemoSites(t.platform, []);
    expect(fs.readFileSync(logo, 'utf8')).toContain('东');
  });
});

describe('visit log /wap/log/save-log', () => {
  const visit = (appkey: string, ts: number, url: string, signature = md5(`${appkey}${ts}${url}`), host: string = HOSTS.north) =>
    call(t.app, { url: '/wap/log/save-log', host, form: { appkey, timestamp: String(ts), url, signature } });

  it('counts a correctly signed visit per app and day, on the visited site only', async () => {
    const ts = now();
    expect((await visit('xisuncov', ts, 'http://localhost/site/ncov/xisudailyup')).json()).toEqual({ e: 0, m: '操作成功', d: {} });
    await visit('xisuncov', ts, 'http://localhost/site/ncov/xisudailyup');
    const rows = await t.platform.database.db.selectFrom('visit_daily').selectAll().where('appkey', '=', 'xisuncov').execute();
    expect(rows).toEqual([{ site_id: 'north', day: siteDay('Asia/Shanghai'), appkey: 'xisuncov', count: 2 }]);
  });

  it('refuses a wrong signature and a stale timestamp, storing nothing', async () => {
    const ts = now();
    const bad = (await visit('news', ts, '/site/news/index', md5('something else'))).json();
    expect(bad).toMatchObject({ e: 10022, m: '签名错误' });
    const stale = (await visit('news', ts - 3600, '/site/news/index')).json();
    expect(stale).toMatchObject({ e: 10022, m: '时间戳已过期，请刷新页面后再试' });
    const rows = await t.platform.database.db.selectFrom('visit_daily').selectAll().where('appkey', '=', 'news').execute();
    expect(rows).toEqual([]);
  });

  it('names missing and mistyped fields', async () => {
    const missing = (await call(t.app, { url: '/wap/log/save-log', form: { appkey: 'news' } })).json();
    expect(missing.e).toBe(10022);
    expect(missing.d.errors).toMatchObject({ url: '请填写页面地址', timestamp: expect.stringContaining('时间戳') });
    const typed = (await call(t.app, { url: '/wap/log/save-log', form: { appkey: 'news', url: '/x', timestamp: 'yesterday', signature: 'zz' } })).json();
    expect(typed.d.errors).toEqual({ timestamp: '时间戳必须是整数', signature: '签名格式不正确' });
  });
});

describe('front-end failure log /api/log/save-web-log', () => {
  it('stores the report capped in size', async () => {
    const huge = 'x'.repeat(100_000);
    const res = await call(t.app, { url: '/api/log/save-web-log', json: { err_message: 'TypeError: a is undefined', return_data: { e: 1 }, vue_data: huge } });
    expect(res.json().e).toBe(0);
    const row = await t.platform.database.db.selectFrom('web_logs').selectAll().where('site_id', '=', 'north').executeTakeFirstOrThrow();
    expect(row.err_message).toBe('TypeError: a is undefined');
    expect(row.return_data).toBe('{"e":1}');
    expect(row.vue_data.length).toBeLessThanOrEqual(16 * 1024 + 1);
  });

  it('refuses a missing message and rate limits a flood from one address', async () => {
    expect((await call(t.app, { url: '/api/log/save-web-log', json: {} })).json()).toMatchObject({ e: 10022, m: '请填写错误信息' });
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) codes.push((await call(t.app, { url: '/api/log/save-web-log', host: HOSTS.east, json: { err_message: 'e' } })).json().e);
    expect(codes.slice(0, 30).every((e) => e === 0)).toBe(true);
    expect(codes.at(-1)).toBe(10029);
  });
});

describe('feedback /api/feedback/save', () => {
  it('lands in the sending site with markup removed and the sender recorded', async () => {
    const cookie = await login(t.app, 'student', 'student123', HOSTS.south);
    const res = (await call(t.app, { url: '/api/feedback/save', host: HOSTS.south, cookie, form: { content: '页面打不开<script>alert(1)</script>', page: '/site/news/index' } })).json();
    expect(res.e).toBe(0);
    const rows = await t.platform.database.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site_id: 'south', content: '页面打不开', status: 'new', page: '/site/news/index' });
    expect(rows[0].user_id).not.toBe('');
  });

  it('refuses empty feedback', async () => {
    expect((await call(t.app, { url: '/api/feedback/save', form: { content: '   ' } })).json()).toMatchObject({ e: 10022, m: '请填写反馈内容' });
  });
});

describe('errors', () => {
  it('an unknown call gets a not-found envelope', async () => {
    const res = await call(t.app, { url: '/nosuch/wap/thing/do', form: { a: '1' } });
    expect(res.json()).toMatchObject({ e: 10004, m: '请求的接口不存在' });
  });

  it('a malformed JSON body gets a Chinese message, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/uc/wap/login/check',
      headers: { host: HOSTS.north, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ e: 10022, m: '请求格式不正确，请检查后再试', d: {} });
  });

  it('the health endpoint answers for load balancers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ e: 0, d: { status: 'ok' } });
  });
});
