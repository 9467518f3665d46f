import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TTestApp } from '@quad/server/test/harness';
import { createOutbound } from '../http/outbound';
import { startReceiver } from './receiver-test-kit';
import { attemptDelivery } from './send';

describe('deliveries to the server’s own network', () => {
  it('are refused unless the server allows private targets, and the receiver hears nothing', async () => {
    const receiver = await startReceiver();
    const attempt = { url: receiver.url('/inside'), secret: 's', deliveryId: 'd', event: 'user.created', body: '{}' };
    const production = createOutbound({ allowPrivate: false });
    expect(await attemptDelivery(attempt, production, 2000)).toEqual({ ok: false, status: 0, error: '目标地址在内网，已拒绝连接' });
    const byName = { ...attempt, url: attempt.url.replace('127.0.0.1', 'localhost') };
    expect(await attemptDelivery(byName, production, 2000)).toEqual({ ok: false, status: 0, error: '目标地址在内网，已拒绝连接' });
    expect(receiver.received).toEqual([]);
    expect(await attemptDelivery(attempt, createOutbound({ allowPrivate: true }), 2000)).toEqual({ ok: true, status: 200, error: '' });
    await Promise.all([receiver.close(), production.close()]);
  });
});

describe('registering an internal address on a production-like server', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ allowPrivateTargets: false });
  });
  afterAll(() => t.close());

  it('is refused, naming the field, for addresses and names', async () => {
    const admin = await login(t.app, 'admin', 'admin123');
    for (const url of ['http://169.254.169.254/latest', 'http://[64:ff9b::a9fe:a9fe]/latest', 'http://localhost:8080/hook']) {
      const res = await call(t.app, { url: '/admin/api/webhooks/create', cookie: admin, json: { url, events: ['user.created'] } });
      expect(res.json(), url).toMatchObject({ e: 10022, m: '接收地址指向内网，不能使用', d: { errors: { url: '接收地址指向内网，不能使用' } } });
    }
  });
});
