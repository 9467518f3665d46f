import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    // Two instances of the portal with one Redis: the cap holds across them, as behind a load balancer.
    a = await createTestApp({ redisUrl: REDIS_URL });
    b = await createTestApp({ redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts feedback from one address on both instances together', async () => {
    const host = HOSTS.east;
    const address = `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.7`;
    const send = (t: TTestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/feedback/save',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'content=' + encodeURIComponent('页面打不开'),
        remoteAddress: address,
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(a)).json().e, (await send(b)).json().e);
    expect(codes.slice(0, 10).every((e) => e === 0)).toBe(true);
    expect(codes.slice(10)).toEqual([10029, 10029]);
    expect((await call(a.app, { url: '/api/feedback/save', host: HOSTS.south, form: { content: '另一个站点不受影响' } })).json().e).toBe(0);
  });
});
