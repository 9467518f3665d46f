import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { nowSeconds } from '@quad/platform/server/ids';
import { FEED_MAX_BYTES, fetchFeedText } from './fetch';
import { FEED_INTERVAL_S, refreshDue } from './service';
import { FeedError } from './parse';

const GOOD_RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>教育新闻</title>
<item><title>新学期 &amp; 新气象</title><link>https://news.example.edu/1</link><guid>rss-1</guid><pubDate>Mon, 02 Sep 2024 08:00:00 GMT</pubDate>
<description><![CDATA[<p>开学了<script>alert(1)</script></p>]]></description></item>
<item><title><![CDATA[<img src=x onerror=alert(1)>图书馆延长开放]]></title><link>javascript:alert(1)</link><guid>rss-2</guid><pubDate>Tue, 03 Sep 2024 08:00:00 GMT</pubDate></item>
</channel></rss>`;

const GOOD_ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>科研动态</title>
<entry><title type="html">&lt;b&gt;量子&lt;/b&gt;实验室成立</title><link rel="alternate" href="/lab/1"/><id>urn:atom:1</id><updated>2024-09-04T08:00:00Z</updated><summary>实验室</summary></entry>
</feed>`;

const MALFORMED = '<rss version="2.0"><channel><title>坏的</title><item><title>半截';

let t: TTestApp;
let feedServer: http.Server;
let base = '';
let admin = '';
let student = '';
let southAdmin = '';
let southStudent = '';

const ask = async (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
  (await call(t.app, { url, cookie, host, ...(input ? { json: input } : {}) })).json() as Promise<{
    e: number;
    m: string;
    d: Record<string, unknown> & { list: Record<string, unknown>[] };
  }>;

/** Requests per path, to see what the tick fetches. */
const hits = new Map<string, number>();

function serveFeeds(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = req.url ?? '';
  hits.set(path, (hits.get(path) ?? 0) + 1);
  if (path === '/good.rss') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(GOOD_RSS);
  if (path === '/good.atom') return void res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(GOOD_ATOM);
  if (path === '/malformed') return void res.writeHead(200, { 'content-type': 'text/xml' }).end(MALFORMED);
  if (path === '/moved') return void res.writeHead(301, { location: '/good.rss' }).end();
  if (path === '/slow') {
    // Starts answering, then stalls past the time limit.
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.write('<rss version="2.0"><channel>');
    const timer = setTimeout(() => res.end('</channel></rss>'), 8_000);
    res.on('close', () => clearTimeout(timer));
    return;
  }
  if (path === '/huge') {
    // No content-length: the limit must hold while reading. Ends well past 1 MB unless cut off.
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.write('<rss version="2.0"><channel>');
    const chunk = `<item><title>${'大'.repeat(2000)}</title></item>`;
    let sent = 0;
    const pump = () => {
      while (sent < 2000 && res.write(chunk)) sent++;
      if (sent >= 2000) res.end('</channel></rss>');
      else res.once('drain', pump);
    };
    res.on('error', () => {});
    pump();
    return;
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  feedServer = http.createServer(serveFeeds);
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  t = await createTestApp();
  admin = await login(t.app, 'admin', 'admin123');
  student = await login(t.app, 'student', 'student123');
  southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
  southStudent = await login(t.app, 'student', 'student123', HOSTS.south);
});
afterAll(async () => {
  await t.close();
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

const feedIds: Record<string, string> = {};

describe('feeds offered by the site', () => {
  it('adds http(s) feeds only, for publishers only', async () => {
    for (const [name, path] of Object.entries({
      rss: '/good.rss',
      atom: '/good.atom',
      slow: '/slow',
      huge: '/huge',
      malformed: '/malformed',
      moved: '/moved',
    })) {
      const res = await ask('/rss/wap/manage/add', admin, { name, url: base + path });
      expect(res.e, res.m).toBe(0);
      feedIds[name] = res.d.id as string;
    }
    expect((await ask('/rss/wap/manage/add', admin, { name: 'ftp', url: 'ftp://example.edu/feed' })).d).toMatchObject({
      errors: { url: '订阅地址必须以 http:// 或 https:// 开头' },
    });
    expect((await ask('/rss/wap/manage/add', admin, { name: 'js', url: 'javascript:alert(1)' })).e).toBe(10022);
    expect((await ask('/rss/wap/manage/add', student, { name: 'x', url: `${base}/good.rss` })).e).toBe(10003);
    expect((await ask('/rss/wap/manage/refresh', student, {})).e).toBe(10003);
    expect((await ask('/rss/wap/manage/feeds', student)).e).toBe(10003);
    expect((await ask('/rss/wap/manage/delete', student, { id: feedIds.rss })).e).toBe(10003);
  });

  it('fetches good feeds, records why bad ones failed, and keeps answering', async () => {
    const started = Date.now();
    const res = await ask('/rss/wap/manage/refresh', admin, {});
    expect(res.e).toBe(0);
    expect(Date.now() - started).toBeLessThan(7_500);
    const byName = Object.fromEntries(res.d.list.map((f) => [f.name, f]));
    expect(byName.rss).toMatchObject({ lastError: '', items: 2 });
    expect(byName.atom).toMatchObject({ lastError: '', items: 1 });
    expect(byName.moved).toMatchObject({ lastError: '', items: 2 });
    expect(byName.slow).toMatchObject({ lastError: '5 秒内未收到完整回答', items: 0 });
    expect(byName.huge).toMatchObject({ lastError: '回答内容超过 1024KB，已停止读取', items: 0 });
    expect(byName.malformed?.lastError).toMatch(/^订阅源不是有效的 XML/);
    expect(byName.malformed?.errorAt).toBeGreaterThan(0);
  });

  it('shows subscribers the items of their feeds as plain text, newest first, whatever other feeds do', async () => {
    for (const id of Object.values(feedIds)) expect((await ask('/rss/wap/default/subscribe', student, { id, on: true })).e).toBe(0);
    const offered = await ask('/rss/wap/default/feeds', student);
    expect(offered.d.list.every((f) => f.subscribed)).toBe(true);
    expect(offered.d.list[0]).not.toHaveProperty('url');
    const items = await ask('/rss/wap/default/items', student);
    expect(items.e).toBe(0);
    const titles = items.d.list.map((i) => i.title);
    expect(titles.slice(0, 3)).toEqual(['量子实验室成立', '图书馆延长开放', '图书馆延长开放']);
    expect(items.d.list[0]).toMatchObject({ feed: 'atom', link: `${base}/lab/1`, summary: '实验室' });
    const library = items.d.list.find((i) => i.title === '图书馆延长开放');
    expect(library?.link).toBe('');
    const opening = items.d.list.find((i) => i.title === '新学期 & 新气象');
    expect(opening).toMatchObject({ summary: '开学了', link: 'https://news.example.edu/1' });
  });

  it('stores an item once however often it is fetched, and unsubscribing hides it', async () => {
    await ask('/rss/wap/manage/refresh', admin, { id: feedIds.rss });
    const feeds = await ask('/rss/wap/manage/feeds', admin);
    expect(feeds.d.list.find((f) => f.id === feedIds.rss)).toMatchObject({ items: 2, subscribers: 1 });
    expect((await ask('/rss/wap/default/subscribe', student, { id: feedIds.atom, on: false })).e).toBe(0);
    const titles = (await ask('/rss/wap/default/items', student)).d.list.map((i) => i.title);
    expect(titles).not.toContain('量子实验室成立');
  });

  it("shows south nothing of north's feeds", async () => {
    expect((await ask('/rss/wap/default/feeds', southStudent, undefined, HOSTS.south)).d.list).toEqual([]);
    expect((await ask('/rss/wap/default/items', southStudent, undefined, HOSTS.south)).d.list).toEqual([]);
    expect((await ask('/rss/wap/default/subscribe', southStudent, { id: feedIds.rss, on: true }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/rss/wap/manage/feeds', southAdmin, undefined, HOSTS.south)).d.list).toEqual([]);
    expect((await ask('/rss/wap/manage/refresh', southAdmin, { id: feedIds.rss }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/rss/wap/manage/delete', southAdmin, { id: feedIds.rss }, HOSTS.south)).e).toBe(10004);
    expect((await ask('/rss/wap/default/items', student)).d.list.length).toBeGreaterThan(0);
  });

  it('fetches on the tick only feeds not fetched for 15 minutes', async () => {
    const north = new SiteDb(t.platform.database.db, 'north');
    const rules = { timeoutMs: 1_000, maxBytes: FEED_MAX_BYTES, outbound: t.platform.outbound };
    const before = hits.get('/good.atom') ?? 0;
    await refreshDue(north, rules, nowSeconds());
    expect(hits.get('/good.atom') ?? 0).toBe(before);
    await refreshDue(north, rules, nowSeconds() + FEED_INTERVAL_S + 1);
    expect(hits.get('/good.atom')).toBe(before + 1);
  });

  it('deletes a feed with its items and subscriptions', async () => {
    expect((await ask('/rss/wap/manage/delete', admin, { id: feedIds.moved })).e).toBe(0);
    expect((await ask('/rss/wap/default/feeds', student)).d.list.map((f) => f.id)).not.toContain(feedIds.moved);
  });
});

describe('fetchFeedText', () => {
  it("refuses the server's own network unless private targets are allowed", async () => {
    const rules = { timeoutMs: 2_000, maxBytes: 1024, outbound: createOutbound({ allowPrivate: false }) };
    await expect(fetchFeedText(`${base}/good.rss`, rules)).rejects.toThrow(new FeedError('目标地址在内网，已拒绝连接'));
    await expect(fetchFeedText(base.replace('127.0.0.1', 'localhost') + '/good.rss', rules)).rejects.toThrow('内网');
    await rules.outbound.close();
  });
});
