// The cluster's nginx config, run by Debian's nginx in front of two stand-in instances: what it
// passes on, and which requests it gives to another instance when one fails.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProcess } from '../../bench/lib/processes.mjs';
import { answers, ensureNginx } from '../lib/prerequisites.mjs';
import { nginxConfig } from './nginx-config.mjs';

/** A stand-in instance: answers what it was sent, or, on paths ending in `-dies` and on saves, drops the connection unanswered. */
async function standIn(name) {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url.endsWith('-dies') || req.url.endsWith('/save')) return req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ name, host: req.headers.host, forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** How this machine runs nginx (ensureNginx). */
let nginxCommand;

/** nginx with the cluster's config in front of `ports`, for one test: a failed instance stays out of a later test otherwise. */
async function withNginx(ports, run) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-nginx-test-'));
  const listen = await freePort();
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ runDir, fronts: [{ name: 'quad', listen, ports }] }));
  const nginx = await startProcess(nginxCommand, ['-p', runDir, '-c', conf, '-e', path.join(runDir, 'error.log')], {
    logFile: path.join(runDir, 'nginx.log'),
    ready: () => answers('127.0.0.1', listen, 250),
    what: `127.0.0.1:${listen}`,
  });
  try {
    await run(`http://127.0.0.1:${listen}`, listen);
  } finally {
    await nginx.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

describe('the cluster’s nginx', () => {
  let a;
  let b;
  beforeAll(async () => {
    nginxCommand = ensureNginx();
    [a, b] = await Promise.all([standIn('a'), standIn('b')]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('passes the Host on and names the connecting client, not what the client claims', async () => {
    await withNginx([a.port], async (origin, listen) => {
      // fetch may not set Host, so the request is made with node:http.
      const body = await new Promise((resolve, reject) => {
        const req = http.get(`${origin}/uc/wap/user/get-info`, { headers: { host: `south.localhost:${listen}`, 'x-forwarded-for': '6.6.6.6' } }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(JSON.parse(text)));
        });
        req.on('error', reject);
      });
      expect(body).toEqual({ name: 'a', host: `south.localhost:${listen}`, forwardedFor: '127.0.0.1', proto: 'http' });
    });
  });

  it('sends reads and writes alike to the next instance when one refuses the connection', async () => {
    const gone = await freePort();
    await withNginx([gone, b.port], async (origin) => {
      for (let i = 0; i < 4; i++) {
        const read = await fetch(`${origin}/notice/wap/default/list`);
        const write = await fetch(`${origin}/uc/wap/user/change-info`, { method: 'POST', body: 'x=1' });
        expect([read.status, (await read.json()).name, write.status, (await write.json()).name]).toEqual([200, 'b', 200, 'b']);
      }
    });
  });

  it('resends a read the instance dropped, but never a write, and answers an envelope when none answers', async () => {
    const unavailable = { e: 10500, m: '服务暂不可用，请稍后再试', d: {} };
    const hits = (suffix) => [...a.seen, ...b.seen].filter((s) => s.endsWith(suffix)).length;
    const cases = [
      { method: 'GET', path: '/notice/wap/default/list-dies', tries: 2 },
      { method: 'POST', path: '/ncov/wap/default/save', tries: 1 },
      // The original protocol saves by GET too.
      { method: 'GET', path: '/whuxsncov/wap/default/save', tries: 1 },
    ];
    for (const c of cases) {
      await withNginx([a.port, b.port], async (origin) => {
        const res = await fetch(origin + c.path, { method: c.method, ...(c.method === 'POST' ? { body: 'tw=1' } : {}) });
        expect([c.path, res.status, await res.json()]).toEqual([c.path, 503, unavailable]);
        expect([`${c.method} ${c.path}`, hits(c.path)]).toEqual([`${c.method} ${c.path}`, c.tries]);
      });
      a.seen.length = 0;
      b.seen.length = 0;
    }
  });
});
