import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, serverForFile, type TTestApp } from '@quad/server/test/harness';
import { startS3Fake } from '../files/s3-fake';
import { checkReadiness } from './readiness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What a load balancer sees: the status code first, then which part failed. */
const probe = async (t: TTestApp, url: string, host = '10.0.0.5:8080') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host } });
  return { status: res.statusCode, body: res.json() };
};

describe('load-balancer probes', () => {
  const t = serverForFile([], { redisUrl: REDIS_URL });

  it('answer 200 when every part is there, naming the parts checked', async () => {
    expect(await probe(t, '/healthz')).toEqual({ status: 200, body: { e: 0, m: '操作成功', d: { status: 'ok' } } });
    expect(await probe(t, '/readyz')).toEqual({
      status: 200,
      body: { e: 0, m: '操作成功', d: { status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } } },
    });
  });

  it('answer whatever the host, before any site is resolved: a suspended default site still gets traffic routed', async () => {
    await t.platform.sites.setStatus('north', 'suspended');
    try {
      expect((await call(t.app, { url: '/api/site/settings', host: HOSTS.north })).json().e).toBe(10030);
      expect((await probe(t, '/healthz', HOSTS.north)).status).toBe(200);
      expect((await probe(t, '/readyz', 'no-such-school.example')).status).toBe(200);
    } finally {
      await t.platform.sites.setStatus('north', 'active');
    }
  });

  it('readiness answers 503 naming the storage folder when uploads cannot be written, and 200 again once they can', async () => {
    const uploads = path.join(t.dataDir, 'uploads');
    fs.rmSync(uploads, { recursive: true, force: true });
    // Root ignores folder permissions, so the folder is made unusable by a file in its place.
    fs.writeFileSync(uploads, 'not a folder');
    try {
      const { status, body } = await probe(t, '/readyz');
      expect(status).toBe(503);
      expect(body).toEqual({ e: 10500, m: '服务暂不可用：存储目录无法访问', d: { status: 'unready', checks: { database: 'ok', redis: 'ok', storage: 'failed' } } });
      expect((await probe(t, '/healthz')).status).toBe(200);
    } finally {
      fs.rmSync(uploads);
    }
    expect((await probe(t, '/readyz')).status).toBe(200);
  });

  it('readiness answers 503 naming Redis once the instance has lost it', async () => {
    await t.platform.counters.close();
    const { status, body } = await probe(t, '/readyz');
    expect(status).toBe(503);
    expect(body.m).toBe('服务暂不可用：Redis无法访问');
    expect(body.d.checks).toEqual({ database: 'ok', redis: 'failed', storage: 'ok' });
  });
});

describe('load-balancer probes with uploads in a bucket', () => {
  it('readiness asks the bucket, and answers 503 naming the object storage once it is gone', async () => {
    const s3 = await startS3Fake();
    const t = await createTestApp({ s3: s3.config });
    try {
      expect((await probe(t, '/readyz')).body.d.checks.storage).toBe('ok');
      await s3.close();
      const { status, body } = await probe(t, '/readyz');
      expect(status).toBe(503);
      expect(body.m).toBe('服务暂不可用：对象存储无法访问');
    } finally {
      await t.close();
    }
  });
});

describe('readiness checks', () => {
  const ok = (part: string) => ({ part, label: part, check: async () => undefined });

  it('fail a part that throws, rejects or does not answer in time, and name each', async () => {
    const started = Date.now();
    const readiness = await checkReadiness(
      [
        ok('redis'),
        { part: 'database', label: '数据库', check: () => Promise.reject(new Error('connection refused')) },
        { part: 'storage', label: '存储目录', check: () => new Promise(() => undefined) },
        {
          part: 'other',
          label: '其他',
          check: () => {
            throw new Error('at once');
          },
        },
      ],
      50,
    );
    expect(readiness).toEqual({ ready: false, checks: { redis: 'ok', database: 'failed', storage: 'failed', other: 'failed' }, failed: ['数据库', '存储目录', '其他'] });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('are ready when every part answers', async () => {
    expect(await checkReadiness([ok('database'), ok('storage')])).toEqual({ ready: true, checks: { database: 'ok', storage: 'ok' }, failed: [] });
  });
});
