import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookEvent } from '@quad/contracts/webhook-event';
import { serverModules } from '@quad/server/modules';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import { SiteDb } from '../db/site-db';
import { emitEvent } from '../events';
import { nowSeconds } from '../ids';
import type { TServerModule } from '../module';
import { startReceiver, waitFor } from './receiver-test-kit';

const config = { retryBaseMs: 60, maxAttempts: 3, timeoutMs: 2000 };

/** An area the registry does not know, declaring its own events: nothing in packages/contracts names them. */
const lent = webhookEvent(
  'book.lent',
  '借出了图书',
  z.object({ book_id: z.string().describe('图书编号'), uid: z.string().describe('借阅人编号') }),
);
const returned = webhookEvent('book.returned', '归还了图书', z.object({ book_id: z.string(), late_days: z.number().int() }));
const reserved = webhookEvent('book.reserved', '预约了图书', z.object({ book_id: z.string() }));
const library: TServerModule = {
  manifest: { id: 'library', appKey: 'library', name: { zh: '图书馆', en: 'Library', tw: '圖書館' }, defaultEnabled: false, routes: [] },
  webhookEvents: [lent, returned, reserved],
};
const withLibrary = [...serverModules, library];
const loan = { book_id: 'b1', uid: 'u1' };

let t: TTestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: string;
let southAdmin: string;
beforeAll(async () => {
  t = await createTestApp({ webhooks: config }, withLibrary);
  receiver = await startReceiver();
  admin = await login(t.app, 'admin', 'admin123');
  southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const siteDb = (site = 'north') => new SiteDb(t.platform.database.db, site);
const api = (url: string, cookie = admin, host: string = HOSTS.north, json?: unknown) =>
  call(t.app, { url, cookie, host, json }).then((r) => r.json());
async function register(path: string, events: string[], cookie = admin, host: string = HOSTS.north) {
  const res = await api('/admin/api/webhooks/create', cookie, host, { url: receiver.url(path), events, description: '数据中心' });
  expect(res.e, res.m).toBe(0);
  return res.d as { id: string; secret: string; secret_hint: string };
}
const deliveriesOf = async (webhookId: string, cookie = admin, host: string = HOSTS.north) =>
  (await api(`/admin/api/webhooks/deliveries?webhook_id=${webhookId}`, cookie, host)).d.list as Record<string, unknown>[];
/** Each retry waits for the jobs' next poll (once a second), however short the test's retry delay. */
const RETRIES_MS = 15_000;
/** The webhook's first delivery once it has reached `status`. */
const settled = (webhookId: string, status: string) =>
  waitFor(async () => (await deliveriesOf(webhookId)).find((d) => d.status === status), RETRIES_MS);

describe('delivery', () => {
  it('arrives signed with the webhook secret, with event, delivery and timestamp headers', async () => {
    const hook = await register('/signed', ['book.lent']);
    await siteDb().transaction((tx) => emitEvent(tx, lent, loan));
    const got = await waitFor(() => receiver.at('/signed')[0]);
    const timestamp = String(got.headers['x-quad-timestamp']);
    expect(Math.abs(Number(timestamp) - nowSeconds())).toBeLessThan(60);
    const expected = createHmac('sha256', hook.secret).update(`${timestamp}.${got.body}`).digest('hex');
    expect(got.headers['x-quad-signature']).toBe(`sha256=${expected}`);
    expect(got.headers['x-quad-event']).toBe('book.lent');
    expect(got.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ event: 'book.lent', site: 'north', data: loan });
    const delivery = await settled(hook.id, 'delivered');
    expect(delivery).toMatchObject({
      id: got.headers['x-quad-delivery'],
      event_id: body.id,
      attempts: 1,
      response_status: 200,
      last_error: '',
    });
  });

  it('reaches a receiver that fails twice on the third try, with the same delivery and growing waits', async () => {
    const hook = await register('/flaky', ['book.returned']);
    receiver.script('/flaky', [500, 503]);
    await siteDb().transaction((tx) => emitEvent(tx, returned, { book_id: 'b1', late_days: 0 }));
    const calls = await waitFor(() => receiver.at('/flaky').length === 3 && receiver.at('/flaky'), RETRIES_MS);
    expect(new Set(calls.map((c) => c.headers['x-quad-delivery'])).size).toBe(1);
    expect(new Set(calls.map((c) => c.body)).size).toBe(1);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(config.retryBaseMs - 5);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(2 * config.retryBaseMs - 5);
    const delivery = await settled(hook.id, 'delivered');
    expect(delivery).toMatchObject({ attempts: 3, response_status: 200 });
  });

  it('gives up after the last attempt, says why, and can be sent again', async () => {
    const hook = await register('/down', ['book.returned']);
    receiver.script('/down', [500, 500, 500]);
    await siteDb().transaction((tx) => emitEvent(tx, returned, { book_id: 'b2', late_days: 3 }));
    const failed = await settled(hook.id, 'failed');
    expect(failed).toMatchObject({ attempts: 3, response_status: 500, last_error: '接收方回答 HTTP 500', next_attempt: 0 });
    expect((await api('/admin/api/webhooks/list')).d.list.find((h: { id: string }) => h.id === hook.id)).toMatchObject({
      failed: 1,
      pending: 0,
    });
    expect((await call(t.app, { url: '/admin/api/webhooks/redeliver', cookie: admin, form: { id: String(failed.id) } })).json().e).toBe(0);
    await settled(hook.id, 'delivered');
    expect(receiver.at('/down')).toHaveLength(4);
  });

  it('writes nothing when the change that caused the event is rolled back, and only for subscribed events', async () => {
    const hook = await register('/outbox', ['book.reserved']);
    await expect(
      siteDb().transaction(async (tx) => {
        await emitEvent(tx, reserved, { book_id: 'b1' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await siteDb().transaction((tx) => emitEvent(tx, lent, loan));
    expect(await deliveriesOf(hook.id)).toEqual([]);
  });

});

describe('the events an area declares', () => {
  it('are listed to subscribe to after the installed areas’ own, and reach the webhooks that subscribe', async () => {
    const events = (await api('/admin/api/webhooks/events')).d.list as { name: string; summary: string }[];
    expect(events.map((e) => e.name)).toEqual(['form.submitted', 'workflow.submitted', 'workflow.decided', 'workflow.completed', 'user.created', 'user.changed', 'report.submitted', 'student-record.corrected', 'book.lent', 'book.returned', 'book.reserved']);
    expect(events.at(-3)).toEqual({ name: 'book.lent', summary: '借出了图书' });
    const hook = await register('/library', ['book.lent']);
    await siteDb().transaction(async (tx) => {
      await emitEvent(tx, lent, loan);
      await emitEvent(tx, returned, { book_id: 'b1', late_days: 0 });
    });
    const got = await waitFor(() => receiver.at('/library')[0]);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'book.lent', data: loan });
    await settled(hook.id, 'delivered');
    expect(receiver.at('/library')).toHaveLength(1);
  });

  it('are refused as data of another shape, so a delivery never breaks its published schema', async () => {
    await register('/shapes', ['book.lent']);
    // @ts-expect-error: the event's own type says what it sends
    await expect(siteDb().transaction((tx) => emitEvent(tx, lent, { book_id: 1 }))).rejects.toThrow();
  });

  it('are listed only to holders of admin/webhooks', async () => {
    const teacher = await login(t.app, 'teacher', 'teacher123');
    expect((await api('/admin/api/webhooks/events', teacher)).e).toBe(10003);
  });
});

describe('managing webhooks', () => {
  it('shows the secret once, refuses bad addresses and events in Chinese, and deletes with the deliveries', async () => {
    const hook = await register('/managed', ['book.lent']);
    expect(hook.secret).toMatch(/^whsec_[a-z2-7]{52}$/);
    const list = await call(t.app, { url: '/admin/api/webhooks/list', cookie: admin });
    expect(list.body).not.toContain(hook.secret);
    expect(list.json().d.list.find((h: { id: string }) => h.id === hook.id)).toMatchObject({
      secret_hint: hook.secret.slice(-4),
      events: ['book.lent'],
    });
    const create = (json: unknown) => api('/admin/api/webhooks/create', admin, HOSTS.north, json);
    expect(await create({ url: 'ftp://example.com/x', events: ['book.lent'] })).toMatchObject({
      e: 10022,
      m: '接收地址必须以 http:// 或 https:// 开头',
    });
    expect(await create({ url: 'not a url', events: ['book.lent'] })).toMatchObject({ e: 10022, m: '接收地址不是有效的网址' });
    expect(await create({ url: receiver.url('/x'), events: [] })).toMatchObject({ e: 10022, m: '请至少选择一个事件' });
    expect(await create({ url: receiver.url('/x'), events: ['book.lent', 'user.deleted', 'book.burnt'] })).toMatchObject({
      e: 10022,
      m: '没有这种事件：user.deleted、book.burnt',
      d: { errors: { events: '没有这种事件：user.deleted、book.burnt' } },
    });
    const teacher = await login(t.app, 'teacher', 'teacher123');
    expect((await api('/admin/api/webhooks/list', teacher)).e).toBe(10003);

    await siteDb().transaction((tx) => emitEvent(tx, lent, loan));
    expect((await call(t.app, { url: '/admin/api/webhooks/delete', cookie: admin, form: { id: hook.id } })).json().e).toBe(0);
    expect(await deliveriesOf(hook.id)).toEqual([]);
    expect((await api('/admin/api/webhooks/list')).d.list.map((h: { id: string }) => h.id)).not.toContain(hook.id);
  });
});

describe('site isolation', () => {
  it('a site’s events go to its own webhooks only, and its webhooks are invisible to others', async () => {
    const north = await register('/north-only', ['book.lent']);
    const south = await register('/south-only', ['book.lent'], southAdmin, HOSTS.south);
    await siteDb('north').transaction((tx) => emitEvent(tx, lent, loan));
    await waitFor(() => receiver.at('/north-only').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.at('/south-only')).toEqual([]);
    const southList = (await api('/admin/api/webhooks/list', southAdmin, HOSTS.south)).d.list.map((h: { id: string }) => h.id);
    expect(southList).toEqual([south.id]);
    expect(await deliveriesOf(north.id, southAdmin, HOSTS.south)).toEqual([]);
    expect(
      (await call(t.app, { url: '/admin/api/webhooks/delete', cookie: southAdmin, host: HOSTS.south, form: { id: north.id } })).json().e,
    ).toBe(10004);
  });
});

describe('the delivery job on the jobs table', () => {
  let other: TTestApp;
  const at = () => nowSeconds() + 1;
  const jobRows = () =>
    t.platform.database.db.selectFrom('due_work').select(['site_id', 'key']).where('kind', '=', 'webhooks.deliver').execute();
  beforeAll(async () => {
    // A second server over the same database, as a second instance would be; both polls stop so the tests tick them.
    other = await createTestApp({ dataDir: t.platform.config.dataDir, databaseUrl: t.platform.config.databaseUrl, webhooks: config }, withLibrary);
    await Promise.all([t.app.jobs.stop(), other.app.jobs.stop()]);
  });
  afterAll(async () => {
    await other.close();
    t.app.jobs.start();
  });

  it('is woken by the event’s own write for its site only, delivers on a tick and leaves no row once the outbox is empty', async () => {
    await register('/woken', ['book.lent']);
    await siteDb().transaction(async (tx) => {
      await emitEvent(tx, lent, loan);
      // Sites with nothing to send have no job to visit.
      expect(await tx.db.selectFrom('due_work').select(['site_id', 'key']).where('kind', '=', 'webhooks.deliver').execute()).toEqual([
        { site_id: 'north', key: 'outbox' },
      ]);
    });
    await t.app.jobs.tick(at());
    expect(receiver.at('/woken')).toHaveLength(1);
    expect(await jobRows()).toEqual([]);
  });

  it('sends each delivery once when two instances tick the same database', async () => {
    await register('/crowd', ['book.reserved']);
    for (let i = 0; i < 30; i++) await siteDb().transaction((tx) => emitEvent(tx, reserved, { book_id: `b${i}` }));
    const now = at();
    // More than a batch: the job runs again on the next ticks for the rest.
    for (let i = 0; i < 4; i++) {
      await Promise.all([t.app.jobs.tick(now + i), other.app.jobs.tick(now + i), t.app.jobs.tick(now + i), other.app.jobs.tick(now + i)]);
    }
    const ids = receiver.at('/crowd').map((r) => r.headers['x-quad-delivery']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await jobRows()).toEqual([]);
  });
});
