import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '@quad/server/test/harness';
import { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';
import { drainOutbox, outboxJob } from './outbox';

// The platform alone (no areas): only the jobs these tests add are on the table.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, []);
});
afterAll(() => t.close());

const siteDb = (site: string) => new SiteDb(t.platform.database.db, site);
const rows = (kind: string) => t.platform.database.db.selectFrom('due_work').selectAll().where('kind', '=', kind).execute();

describe('recurring site jobs', () => {
  it('run one round at a time over every active site, go on past a failing site, and skip suspended ones', async () => {
    const seen: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    t.app.jobs.add({
      name: 'test.round',
      everyMs: 3_600_000,
      async run(siteDb, _site, now) {
        await gate;
        seen.push(`${siteDb.siteId}@${now}`);
        if (siteDb.siteId === 'north') throw new Error('north is broken today');
      },
    });
    await t.platform.sites.setStatus('east', 'suspended');
    // Clocks ahead of the real one: the instance's own poll (real time) never finds these rounds due.
    const at = nowSeconds() + 3600;
    const round = t.app.jobs.run('test.round', at);
    // A second start while the first round runs is the same round.
    expect(t.app.jobs.run('test.round', at + 100)).toBe(round);
    release();
    await round;
    expect(seen.sort()).toEqual([`north@${at}`, `south@${at}`]);
    expect((await rows('test.round')).find((r) => r.site_id === 'north')?.last_error).toBe('north is broken today');
    await t.platform.sites.setStatus('east', 'active');
    await t.app.jobs.run('test.round', at + 200);
    expect(seen.filter((s) => s.endsWith(`@${at + 200}`)).sort()).toEqual([`east@${at + 200}`, `north@${at + 200}`, `south@${at + 200}`]);
    expect(() => t.app.jobs.add({ name: 'test.round', everyMs: 1000, run: async () => {} })).toThrow(/already registered/);
  });

  it('keep running after 2038, when Unix seconds pass 32 bits', async () => {
    const rounds: number[] = [];
    t.app.jobs.add({ name: 'test.late', everyMs: 60_000, run: async (_siteDb, _site, now) => void rounds.push(now) });
    const at = Date.UTC(2040, 0, 1) / 1000;
    await t.app.jobs.run('test.late', at);
    expect(rounds).toEqual([at, at, at]);
    expect((await rows('test.late')).map((r) => Number(r.due_at))).toEqual([at + 60, at + 60, at + 60]);
  });
});

describe('one-off jobs', () => {
  const ran: { site: string; key: string; note: string; now: number }[] = [];
  const expiry = () =>
    t.app.jobs.define({
      kind: 'test.expire',
      payload: z.object({ note: z.string() }),
      async run(siteDb, payload, at) {
        ran.push({ site: siteDb.siteId, key: at.key, note: payload.note, now: at.now });
      },
    });
  let holds: ReturnType<typeof expiry>;
  beforeAll(() => {
    holds = expiry();
  });

  it('run once at their time, not before', async () => {
    const at = nowSeconds() + 3600;
    await holds.schedule(siteDb('north'), 'hold-1', at, { note: '预约保留到期' });
    await t.app.jobs.run('test.expire', at - 1);
    expect(ran).toEqual([]);
    await t.app.jobs.run('test.expire', at);
    await t.app.jobs.run('test.expire', at + 600);
    expect(ran).toEqual([{ site: 'north', key: 'hold-1', note: '预约保留到期', now: at }]);
    expect(await rows('test.expire')).toEqual([]);
  });

  it('keep one row per key: scheduling again moves the time, cancelling removes it', async () => {
    ran.length = 0;
    const at = nowSeconds() + 3600;
    await holds.schedule(siteDb('north'), 'order-7', at, { note: '第一次' });
    await holds.schedule(siteDb('north'), 'order-7', at + 600, { note: '改期' });
    // The same key on another site is that site's own row.
    await holds.schedule(siteDb('south'), 'order-7', at, { note: '南校' });
    await holds.schedule(siteDb('north'), 'order-8', at, { note: '取消' });
    await holds.cancel(siteDb('north'), 'order-8');
    expect((await rows('test.expire')).map((r) => `${r.site_id}/${r.key}@${r.due_at}`).sort()).toEqual([
      `north/order-7@${at + 600}`,
      `south/order-7@${at}`,
    ]);
    await t.app.jobs.run('test.expire', at);
    expect(ran.map((r) => `${r.site}:${r.note}`)).toEqual(['south:南校']);
    await t.app.jobs.run('test.expire', at + 600);
    expect(ran.map((r) => `${r.site}:${r.note}`)).toEqual(['south:南校', 'north:改期']);
    await expect(holds.schedule(siteDb('north'), 'order-9', at, { note: 1 } as never)).rejects.toThrow();
    expect(() => expiry()).toThrow(/already registered/);
  });

  it('are retried with backoff and kept as failed after the last attempt', async () => {
    const attempts: number[] = [];
    const flaky = t.app.jobs.define({
      kind: 'test.flaky',
      payload: z.object({}),
      maxAttempts: 3,
      retryBaseS: 60,
      async run(_siteDb, _payload, at) {
        attempts.push(at.attempt);
        throw new Error('对方系统暂时不可用');
      },
    });
    const at = nowSeconds() + 3600;
    await flaky.schedule(siteDb('north'), 'push-1', at, {});
    await t.app.jobs.run('test.flaky', at);
    expect(await rows('test.flaky')).toMatchObject([
      { status: 'pending', attempts: 1, due_at: at + 60, last_error: '对方系统暂时不可用', lease_owner: '' },
    ]);
    await t.app.jobs.run('test.flaky', at + 59);
    expect(attempts).toEqual([1]);
    await t.app.jobs.run('test.flaky', at + 60);
    // Twice as long after the second failure.
    expect(await rows('test.flaky')).toMatchObject([{ attempts: 2, due_at: at + 60 + 120 }]);
    await t.app.jobs.run('test.flaky', at + 179);
    await t.app.jobs.run('test.flaky', at + 180);
    await t.app.jobs.run('test.flaky', at + 86_400);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await rows('test.flaky')).toMatchObject([{ status: 'failed', attempts: 3, last_error: '对方系统暂时不可用' }]);
  });

  it('wait while their site is suspended', async () => {
    ran.length = 0;
    const at = nowSeconds() + 3600;
    await holds.schedule(siteDb('east'), 'hold-east', at, { note: '东校' });
    await t.platform.sites.setStatus('east', 'suspended');
    await t.app.jobs.run('test.expire', at);
    expect(ran).toEqual([]);
    await t.platform.sites.setStatus('east', 'active');
    await t.app.jobs.run('test.expire', at + 60);
    expect(ran.map((r) => r.key)).toEqual(['hold-east']);
  });
});

describe('outbox jobs', () => {
  // A stand-in outbox: the times (ms) of north's rows still to send.
  const waiting: number[] = [];
  const runs: number[] = [];
  let wakeWhileRunning = false;
  const outbox = outboxJob('test.outbox', async () => waiting.length);
  beforeAll(() =>
    drainOutbox(t.app.jobs, outbox, async (db, _site, nowMs) => {
      runs.push(nowMs / 1000);
      if (wakeWhileRunning) await outbox.wake(db, nowMs);
      waiting.splice(0, waiting.length, ...waiting.filter((ms) => ms > nowMs));
      return waiting.length > 0 ? Math.min(...waiting) : undefined;
    }),
  );
  const queue = async (ms: number) => {
    waiting.push(ms);
    await outbox.wake(siteDb('north'), ms);
  };
  const dueTimes = async () => (await rows('test.outbox')).map((r) => `${r.site_id}@${r.due_at}`);

  it('are woken by their rows, never later than the earliest, run again while rows wait and leave no row once empty', async () => {
    const at = nowSeconds() + 3600;
    await queue((at + 600) * 1000);
    await queue((at + 60) * 1000 - 500);
    await queue((at + 600) * 1000);
    expect(await dueTimes()).toEqual([`north@${at + 60}`]);
    await t.app.jobs.run('test.outbox', at + 59);
    expect(runs).toEqual([]);
    await t.app.jobs.run('test.outbox', at + 60);
    expect(await rows('test.outbox')).toMatchObject([{ site_id: 'north', due_at: at + 600, attempts: 0, lease_owner: '' }]);
    await t.app.jobs.run('test.outbox', at + 600);
    expect(runs).toEqual([at + 60, at + 600]);
    expect(await rows('test.outbox')).toEqual([]);
  });

  it('run again when a row is written while they run, instead of being removed', async () => {
    runs.length = 0;
    const at = nowSeconds() + 3600;
    await queue(at * 1000);
    wakeWhileRunning = true;
    await t.app.jobs.run('test.outbox', at);
    wakeWhileRunning = false;
    expect(await dueTimes()).toEqual([`north@${at}`]);
    await t.app.jobs.run('test.outbox', at);
    expect(runs).toEqual([at, at]);
    expect(await rows('test.outbox')).toEqual([]);
  });
});

describe('two instances over one database', () => {
  let other: TTestApp;
  beforeAll(async () => {
    // A second server on the same SQLite file or PostgreSQL schema, as a second instance would be.
    other = await createTestApp({ dataDir: t.platform.config.dataDir, databaseUrl: t.platform.config.databaseUrl }, []);
  });
  let closed = false;
  afterAll(() => (closed ? undefined : other?.close()));

  it('run each due one-off job and each site’s round exactly once between them', async () => {
    const runs: string[] = [];
    const schedulers = (
      [
        ['a', t.app],
        ['b', other.app],
      ] as const
    ).map(([name, app]) => {
      app.jobs.add({ name: 'test.every', everyMs: 60_000, run: async (db) => void runs.push(`${name} ${db.siteId}/every`) });
      return app.jobs.define({
        kind: 'test.shared',
        payload: z.object({}),
        run: async (db, _p, at) => void runs.push(`${name} ${db.siteId}/${at.key}`),
      });
    });
    const at = nowSeconds() + 3600;
    const expected: string[] = [];
    for (let i = 0; i < 50; i++) {
      const site = ['north', 'south', 'east'][i % 3] as string;
      await schedulers[i % 2]?.schedule(siteDb(site), `k${i}`, at, {});
      expected.push(`${site}/k${i}`);
    }
    const done = (suffix: RegExp) =>
      runs
        .map((r) => r.split(' ')[1] as string)
        .filter((r) => suffix.test(r))
        .sort();
    await Promise.all([t.app.jobs.tick(at), other.app.jobs.tick(at), t.app.jobs.tick(at), other.app.jobs.tick(at)]);
    expect(done(/\/k\d+$/)).toEqual(expected.sort());
    expect(await rows('test.shared')).toEqual([]);
    // Each site's recurring row is on the table by now, due within a minute: one round per site between both.
    runs.length = 0;
    await Promise.all([t.app.jobs.tick(at + 60), other.app.jobs.tick(at + 60), t.app.jobs.tick(at + 60), other.app.jobs.tick(at + 60)]);
    await Promise.all([t.app.jobs.tick(at + 90), other.app.jobs.tick(at + 90)]);
    expect(done(/\/every$/)).toEqual(['east/every', 'north/every', 'south/every']);
    expect(done(/\/k\d+$/)).toEqual([]);
  });

  it('closing waits for the work in flight', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    const slow = other.app.jobs.define({
      kind: 'test.slow',
      payload: z.object({}),
      async run() {
        await gate;
        finished = true;
      },
    });
    const at = nowSeconds() + 3600;
    await slow.schedule(siteDb('north'), 'slow-1', at, {});
    const running = other.app.jobs.run('test.slow', at);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = other.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    release();
    await Promise.all([running, closing]);
    expect(finished).toBe(true);
    expect(await rows('test.slow')).toEqual([]);
  });
});
