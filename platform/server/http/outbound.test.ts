import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createOutbound, isInternalAddress, OutboundError, type TResolve } from './outbound';

/**
 * No network exists here, so two loopback servers play the parts: 127.0.0.2 stands for a public
 * host on the internet (the tests' address rule lets it through), 127.0.0.1 is the server's own
 * network that an attacker wants to reach. Names are answered by a test DNS.
 */
interface TServer {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

async function serve(host: string, handle: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<TServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const PUBLIC = '127.0.0.2';
let inside: TServer;
let outside: TServer;
/** Answers per name; `rebind.test` answers the public address once, then the internal one. */
let rebindAnswers = 0;
const resolve: TResolve = async (hostname) => {
  if (hostname === 'intranet.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'mixed.test') return [{ address: PUBLIC, family: 4 }, { address: '127.0.0.1', family: 4 }];
  if (hostname === 'public.test') return [{ address: PUBLIC, family: 4 }];
  if (hostname === 'rebind.test') return [{ address: rebindAnswers++ === 0 ? PUBLIC : '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};
/** The production rule, except that 127.0.0.2 plays the internet. */
const internet = createOutbound({ allowPrivate: false, resolve, isInternal: (a) => a !== PUBLIC && isInternalAddress(a) });
const limits = { timeoutMs: 2000, maxBytes: 1024, maxRedirects: 3 };

beforeAll(async () => {
  inside = await serve('127.0.0.1', (_req, res) => res.end('internal secret'));
  outside = await serve(PUBLIC, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/to') return res.writeHead(302, { location: url.searchParams.get('url') ?? '/' }).end();
    if (url.pathname === '/huge') return res.end('x'.repeat(64 * 1024));
    if (url.pathname === '/huge-unannounced') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 64; i++) res.write('x'.repeat(1024));
      return res.end();
    }
    if (url.pathname === '/slow') return setTimeout(() => res.end('late'), 3000).unref();
    res.end('public page');
  });
});
afterAll(async () => {
  await inside.close();
  await outside.close();
});

const refusal = (promise: Promise<unknown>) => expect(promise).rejects.toThrow(new OutboundError('目标地址在内网，已拒绝连接'));

describe('the internal address rule', () => {
  it('covers private IPv4 and IPv6, and every IPv6 form that carries a private IPv4 address', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:0:a00:1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '2002:a9fe:a9fe::',
      'not-an-address',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1']) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });
});

describe('requests to the server’s own network', () => {
  it('are refused for a name that resolves to 127.0.0.1, and the server there hears nothing', async () => {
    await refusal(internet.request(`http://intranet.test:${inside.port}/`, limits));
    await refusal(internet.request(`http://mixed.test:${inside.port}/`, limits));
    expect(inside.hits).toEqual([]);
    expect(await internet.refuses(`http://intranet.test:${inside.port}/`)).toBe(true);
  });

  it('are refused for private addresses written as IPs, mapped, NAT64 and 6to4 included', async () => {
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]', '[::1]']) {
      await refusal(internet.request(`http://${host}:${inside.port}/`, limits));
      expect(await internet.refuses(`http://${host}:${inside.port}/`), host).toBe(true);
    }
    expect(inside.hits).toEqual([]);
  });

  it('are refused when a public address redirects inward, by address or by name', async () => {
    for (const to of [`http://127.0.0.1:${inside.port}/`, `http://intranet.test:${inside.port}/`, `http://[::ffff:7f00:1]:${inside.port}/`]) {
      await refusal(internet.request(`http://public.test:${outside.port}/to?url=${encodeURIComponent(to)}`, limits));
    }
    expect(inside.hits).toEqual([]);
    const followed = await internet.request(`http://public.test:${outside.port}/to?url=/page`, limits);
    expect(followed.body.toString()).toBe('public page');
  });

  it('connect to the address that was checked: a name that answers public, then private, never reaches inside', async () => {
    rebindAnswers = 0;
    for (let i = 0; i < 3; i++) {
      const res = await internet.request(`http://rebind.test:${outside.port}/`, limits).catch((error: unknown) => error);
      if (res instanceof OutboundError) expect(res.message).toBe('目标地址在内网，已拒绝连接');
    }
    expect(inside.hits).toEqual([]);
  });

  it('reach loopback when private targets are allowed (development and tests)', async () => {
    const local = createOutbound({ allowPrivate: true, resolve });
    const res = await local.request(`http://intranet.test:${inside.port}/`, limits);
    expect(res.body.toString()).toBe('internal secret');
  });
});

describe('limits', () => {
  it('cut a body over the size cap with a clear error, announced or not', async () => {
    for (const path of ['/huge', '/huge-unannounced']) {
      await expect(internet.request(`http://public.test:${outside.port}${path}`, limits)).rejects.toThrow(
        new OutboundError('回答内容超过 1KB，已停止读取'),
      );
    }
  });

  it('give up on a slow server at the time limit', async () => {
    const started = Date.now();
    await expect(internet.request(`http://public.test:${outside.port}/slow`, { ...limits, timeoutMs: 300 })).rejects.toThrow(
      new OutboundError('0.3 秒内未收到完整回答'),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stop after a few redirects', async () => {
    const loop = `http://public.test:${outside.port}/to?url=${encodeURIComponent('/to?url=/to%3Furl%3D/to%253Furl%253D/to')}`;
    await expect(internet.request(loop, { ...limits, maxRedirects: 2 })).rejects.toThrow(new OutboundError('跳转次数过多'));
  });
});

describe('ALLOW_PRIVATE_TARGETS', () => {
  it('is off in production, and a production server refuses to start with it on', () => {
    expect(readConfig({ NODE_ENV: 'production' }).allowPrivateTargets).toBe(false);
    expect(() => readConfig({ NODE_ENV: 'production', ALLOW_PRIVATE_TARGETS: '1' })).toThrow(/ALLOW_PRIVATE_TARGETS/);
    expect(readConfig({ NODE_ENV: 'development' }).allowPrivateTargets).toBe(true);
  });
});
