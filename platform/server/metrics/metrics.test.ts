import { describe, expect, it } from 'vitest';
import { call, HOSTS, login, serverForFile } from '@quad/server/test/harness';
import { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';

const TOKEN = 'scrape-token-for-tests';
/** Prometheus reaches an instance by its address, not by a school's host. */
const SCRAPER_HOST = '10.0.0.9:8080';

interface TSeries {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format. */
function seriesOf(text: string): TSeries[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v])), value: Number(value) };
    });
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there are none). */
const valueOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  seriesOf(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

const t = serverForFile(['student'], { metricsToken: TOKEN });

const scrapeWith = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { host: SCRAPER_HOST, ...(authorization ? { authorization } : {}) } });

async function scrape(): Promise<string> {
  const res = await scrapeWith(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('/metrics', () => {
  it('asks for the token: none or a wrong one gets 401, the right one the Prometheus text', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrapeWith(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ e: 10003, m: '监控令牌不正确', d: {} });
    }
    const res = await scrapeWith(`Bearer ${TOKEN}`);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE quad_call_duration_seconds histogram');
    expect(valueOf(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests, failures and sites as they happen, naming a call by its contract path even through an alias', async () => {
    const before = await scrape();
    await call(t.app, { url: '/wap/setting/info', host: HOSTS.north });
    await call(t.app, { url: '/api/setting/info', host: HOSTS.south });
    await call(t.app, { url: '/uc/wap/login/check', host: HOSTS.south, form: { username: 'student', password: 'wrong' } });
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(moved('quad_call_duration_seconds_count', { call: '/wap/setting/info' })).toBe(2);
    expect(valueOf(after, 'quad_call_duration_seconds_count', { call: '/api/setting/info' })).toBe(0);
    expect(moved('quad_call_duration_seconds_bucket', { call: '/wap/setting/info', le: '+Inf' })).toBe(2);
    expect(moved('quad_call_duration_seconds_count', { call: '/uc/wap/login/check' })).toBe(1);
    expect(moved('quad_call_errors_total', { call: '/uc/wap/login/check' })).toBe(1);
    expect(moved('quad_call_errors_total', { call: '/wap/setting/info' })).toBe(0);
    expect(moved('quad_site_requests_total', { site: 'north' })).toBe(1);
    expect(moved('quad_site_requests_total', { site: 'south' })).toBe(2);
    // The scrapes themselves are not traffic.
    expect(valueOf(after, 'quad_call_duration_seconds_count', { call: '/metrics' })).toBe(0);
  });

  it('keeps the call label to the routes of the server, whatever addresses are asked for', async () => {
    for (let i = 0; i < 25; i++) {
      await call(t.app, { url: `/nosuch/wap/thing${i}/do`, form: { a: '1' } });
      await call(t.app, { url: `/api/attachment/no-such-id-${i}`, cookie: t.c.student });
    }
    const text = await scrape();
    const calls = new Set(seriesOf(text).filter((s) => s.name === 'quad_call_duration_seconds_count').map((s) => s.labels.call));
    const routes = new Set(['unmatched', ...t.app.routeTable.map((r) => r.url), ...t.app.calls.map((c) => c.path)]);
    expect([...calls].filter((c) => !routes.has(c))).toEqual([]);
    expect([...calls].some((c) => c.includes('no-such-id') || c.includes('thing1'))).toBe(false);
    expect(valueOf(text, 'quad_call_errors_total', { call: 'unmatched', code: '10004' })).toBeGreaterThanOrEqual(25);
  });

  it('shows the jobs table by job and state, the outboxes’ backlogs and the site cache’s hits', async () => {
    const north = new SiteDb(t.platform.database.db, 'north');
    const now = nowSeconds();
    const row = { every_s: 0, attempts: 1, lease_owner: '', lease_until: 0, payload: '{}', last_error: '', created: now };
    await north.insertInto('due_work', [
      { ...row, kind: 'test.metrics', key: 'failed', due_at: now - 60, status: 'failed' },
      { ...row, kind: 'test.metrics', key: 'late', due_at: now - 60, status: 'pending' },
      { ...row, kind: 'test.metrics', key: 'later', due_at: now + 3600, status: 'pending' },
      { ...row, kind: 'test.metrics', key: 'later2', due_at: now + 7200, status: 'pending' },
    ]).execute();
    // Waiting deliveries whose job was never woken: they stay in the outbox for the scrape to count.
    const delivery = { webhook_id: 'w', event_id: 'e', event: 'test.event', body: '{}', attempts: 0, next_attempt_ms: 0, response_status: 0, last_error: '', created: now, delivered: 0 };
    await north.insertInto('webhook_deliveries', [
      { ...delivery, id: 'metrics-1', status: 'pending' },
      { ...delivery, id: 'metrics-2', status: 'pending' },
      { ...delivery, id: 'metrics-3', status: 'delivered' },
    ]).execute();

    // A signed-in person's second request finds the session and the permission map in memory.
    const student = await login(t.app, 'student', 'student123');
    for (let i = 0; i < 2; i++) await call(t.app, { url: '/uc/wap/user/get-all-auth', cookie: student, host: HOSTS.north });

    const text = await scrape();
    expect(valueOf(text, 'quad_cache_lookups_total', { cache: 'sessions', result: 'hit' })).toBeGreaterThan(0);
    expect(valueOf(text, 'quad_cache_lookups_total', { cache: 'permissions', result: 'hit' })).toBeGreaterThan(0);
    expect(valueOf(text, 'quad_due_work_rows', { kind: 'test.metrics', state: 'failed' })).toBe(1);
    expect(valueOf(text, 'quad_due_work_rows', { kind: 'test.metrics', state: 'due' })).toBe(1);
    expect(valueOf(text, 'quad_due_work_rows', { kind: 'test.metrics', state: 'waiting' })).toBe(2);
    expect(valueOf(text, 'quad_outbox_backlog', { outbox: 'webhooks.deliver' })).toBe(2);
    expect(seriesOf(text).some((s) => s.name === 'quad_outbox_backlog' && s.labels.outbox === 'message.push')).toBe(true);
    expect(valueOf(text, 'quad_cache_lookups_total', { cache: 'sites', result: 'hit' })).toBeGreaterThan(0);
    expect(valueOf(text, 'quad_cache_lookups_total', { cache: 'sites', result: 'miss' })).toBeGreaterThan(0);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const bare = serverForFile();

  it('is not there: 404, as any unknown address', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/metrics', headers: { host: SCRAPER_HOST, authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
  });
});
