import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TTestApp } from '@quad/server/test/harness';
import { startReceiver } from './receiver-test-kit';
import { attemptDelivery } from './send';
import { isInternalTarget } from './targets';

const production = { intervalMs: 60_000, retryBaseMs: 30_000, maxAttempts: 8, timeoutMs: 2000, allowPrivateTargets: false };

describe('addresses inside the server’s network', () => {
  it('are recognised, IPv4, IPv6, mapped and by name', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://10.1.2.3/',
      'http://172.20.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
      'http://localhost/',
    ]) {
      expect(await isInternalTarget(url), url).toBe(true);
    }
    for (const url of ['https://93.184.216.34/hook', 'http://[2606:4700::1111]/']) expect(await isInternalTarget(url), url).toBe(false);
  });

  it('receive nothing unless the server allows it', async () => {
    const receiver = await startReceiver();
    const attempt = { url: receiver.url('/inside'), secret: 's', deliveryId: 'd', event: 'user.created', body: '{}' };
    expect(await attemptDelivery(attempt, production)).toEqual({ ok: false, status: 0, error: '接收地址指向内网，已拒绝投递' });
    expect(receiver.received).toEqual([]);
    expect(await attemptDelivery(attempt, { ...production, allowPrivateTargets: true })).toEqual({ ok: true, status: 200, error: '' });
    await receiver.close();
  });
});

describe('registering an internal address on a production-like server', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ webhooks: production });
  });
  afterAll(() => t.close());

  it('is refused, naming the field', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    const res = await call(t.app, {
      url: '/admin/api/webhooks/create',
      cookie: admin,
      json: { url: 'http://169.254.169.254/latest', events: ['user.created'] },
    });
    expect(res.json()).toMatchObject({ e: 10022, m: '接收地址指向内网，不能使用', d: { errors: { url: '接收地址指向内网，不能使用' } } });
  });
});
