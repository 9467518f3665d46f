// The real Quad server as production runs it (the built bundle, NODE_ENV=production), on a fresh
// SQLite database seeded with the demo sites, plus what a bench needs to talk to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../../scripts/lib/server-memory.mjs';
import { freePort, startNode } from './processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.js');

/**
 * Starts the built server. `env` adds to or overrides the production settings (DATABASE_URL, say);
 * by default the database is SQLite in a temporary DATA_DIR, removed again by `stop()`.
 */
export async function startQuadServer(env = {}) {
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run npm run build`);
  servedAsBenched();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-bench-'));
  const port = await freePort();
  const { DATABASE_URL: _sqlite, ...inherited } = process.env;
  // BENCH_PROFILE=<dir> writes the server's CPU profile there when it stops (open it in Chrome's DevTools);
  // BENCH_NODE_FLAGS adds flags of node's own (--trace-gc, say).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const server = await startNode([...SERVER_NODE_FLAGS, ...profile, ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), SERVER_BUNDLE], {
    env: { ...inherited, NODE_ENV: 'production', DEMO: '1', ...SERVER_MALLOC_ENV, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), ...env },
    logFile: path.join(dataDir, 'server.log'),
    readyUrl: `http://127.0.0.1:${port}/healthz`,
    // Seeding the demo sites (every area's demo data) takes a while on a busy machine.
    timeoutMs: 300_000,
  });
  return {
    ...server,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bench measures what `npm run serve` runs: a setting written in one place and not the other stops it. */
function servedAsBenched() {
  const serve = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.serve;
  const settings = [...Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => `${name}=${value}`), ...SERVER_NODE_FLAGS];
  const missing = settings.filter((setting) => !serve.split(' ').includes(setting));
  if (missing.length) throw new Error(`npm run serve lacks ${missing.join(', ')} (scripts/lib/server-memory.mjs)`);
}

/**
 * One request as a bench scenario describes it: `{ method, path, headers, body }`. Answers the
 * parts a bare server must repeat: status, content type and the exact body bytes.
 */
export async function capture(origin, request) {
  const res = await fetch(origin + request.path, { method: request.method, headers: request.headers, body: request.body });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: body.toString('base64'), text: body.toString('utf8') };
}

/** Signs in and gives the Cookie header a logged-in browser would send afterwards. */
export async function loginCookie(origin, username, password) {
  const res = await fetch(`${origin}/uc/wap/login/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const answer = await res.json();
  if (answer.e !== 0) throw new Error(`sign-in as ${username} failed: ${JSON.stringify(answer)}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
