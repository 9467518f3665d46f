import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../app';
import { readConfig, type TConfig } from '@quad/platform/server/config';
import { startS3Fake } from '@quad/platform/server/files/s3-fake';
import type { TPlatform, TServerModule } from '@quad/platform/server/module';
import { serverModules } from '../modules.gen';
import { copySeededTemplate, createDatabase } from './seeded-template';

export interface TTestApp {
  app: FastifyInstance;
  platform: TPlatform;
  dataDir: string;
  config: TConfig;
  close(): Promise<void>;
}

/** A database of a test's own: none on SQLite (the data folder holds it), else a fresh PostgreSQL database. */
export interface TTestDatabase {
  /** A URL of DATABASE_URL's cluster naming the fresh database; undefined on SQLite. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** A fresh, empty database in DATABASE_URL's PostgreSQL cluster, when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TTestDatabase> {
  return process.env.DATABASE_URL ? createDatabase() : { drop: async () => {} };
}

/** Settings that change neither the schema nor the demo seed: a server with them can start from the run's seeded copy. */
const SEED_NEUTRAL_SETTINGS = new Set<keyof TConfig>(['redisUrl', 'metricsToken', 'trustProxy', 'allowPrivateTargets', 'webDist', 'webhooks', 'wecom', 'dingtalk', 'payments', 'sms', 'smtp']);

/** The run's seeded demo sites copied for this server (`seeded-template.ts`), when its areas and settings seed the same. */
async function copyOfSeededDemo(dataDir: string, overrides: Partial<TConfig>, modules: TServerModule[], onS3: boolean): Promise<TTestDatabase | undefined> {
  const template = inject('seededTemplate');
  const seedsAlike = modules === serverModules && !onS3 && Object.keys(overrides).every((key) => SEED_NEUTRAL_SETTINGS.has(key as keyof TConfig));
  return template && seedsAlike ? copySeededTemplate(template, dataDir) : undefined;
}

/**
 * A real server over a real database for one test file: a fresh SQLite file in a temporary folder,
 * or, when DATABASE_URL is set, a fresh database in that PostgreSQL cluster (copied from the run's
 * seeded one, when it seeds alike). Demo sites are seeded.
 * Files go to the temporary folder, or, when QUAD_TEST_STORAGE=s3, to a bucket of a local S3 fake.
 */
export async function createTestApp(overrides: Partial<TConfig> = {}, modules: TServerModule[] = serverModules): Promise<TTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-test-'));
  const s3 = process.env.QUAD_TEST_STORAGE === 's3' ? await startS3Fake() : undefined;
  const database = (await copyOfSeededDemo(dataDir, overrides, modules, Boolean(s3))) ?? (await createTestDatabase());
  const config = readConfig(
    { ...process.env, NODE_ENV: 'test' },
    { dataDir, databaseUrl: database.databaseUrl, demo: true, ...(s3 ? { s3: s3.config } : {}), ...overrides },
  );
  const { app, platform } = await buildApp(config, modules);
  await app.ready();
  return {
    app,
    platform,
    dataDir,
    config,
    async close() {
      await app.close();
      await s3?.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the portal over the first one's database and files, sharing nothing else
 * with it (its own connections, caches and bus), as a second server process would. Closing it
 * leaves the database to the first.
 */
export async function createSecondInstance(first: TTestApp, overrides: Partial<TConfig> = {}): Promise<TTestApp> {
  const config = { ...first.config, ...overrides, demo: false };
  const { app, platform } = await buildApp(config);
  await app.ready();
  return { app, platform, dataDir: first.dataDir, config, close: () => app.close() };
}

/**
 * Two instances over one database whose caches are kept in step by a bus between processes: Redis
 * pub/sub on SQLite (REDIS_URL or the local one), LISTEN/NOTIFY on PostgreSQL.
 */
export async function createInstancePair(): Promise<{ a: TTestApp; b: TTestApp }> {
  const a = await createTestApp(process.env.DATABASE_URL ? {} : { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  return { a, b: await createSecondInstance(a) };
}

/** Asks until `check` passes, for at most one second (how soon a change must reach every instance); answers how long it took. */
export async function withinOneSecond(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1000) throw new Error('not seen by the other instance within one second');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** Host names of the demo sites as a browser would send them. */
export const HOSTS = { north: 'localhost', south: 'south.localhost', east: 'east.localhost' } as const;

/** The demo accounts tests sign in as, by the names the tests give them: [username, password, host]. */
const DEMO_ACCOUNTS = {
  admin: ['admin', 'admin123', HOSTS.north],
  student: ['student', 'student123', HOSTS.north],
  teacher: ['teacher', 'teacher123', HOSTS.north],
  other: ['2024010002', 'student123', HOSTS.north],
  southAdmin: ['admin', 'admin123', HOSTS.south],
  southStudent: ['student', 'student123', HOSTS.south],
} as const;
export type TDemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs in the named demo accounts one after another and answers their cookies by name. */
export async function signInAll<K extends TDemoAccount>(app: FastifyInstance, names: readonly K[]): Promise<Record<K, string>> {
  const cookies = {} as Record<K, string>;
  for (const name of names) {
    const [username, password, host] = DEMO_ACCOUNTS[name];
    cookies[name] = await login(app, username, password, host);
  }
  return cookies;
}

export interface TFileServer<K extends TDemoAccount> extends TTestApp {
  /** The cookies of the accounts signed in at the start. */
  c: Record<K, string>;
}

/**
 * The server of the calling test file: started before its first test with `signIn`'s accounts
 * signed in, closed after its last. Its fields are filled in by the time a test runs.
 */
export function serverForFile<K extends TDemoAccount = never>(signIn: readonly K[] = [], overrides: Partial<TConfig> = {}): TFileServer<K> {
  const server = { c: {} } as TFileServer<K>;
  beforeAll(async () => {
    Object.assign(server, await createTestApp(overrides));
    Object.assign(server.c, await signInAll(server.app, signIn));
  });
  afterAll(() => server.close());
  return server;
}

/**
 * Two instances (`createInstancePair`) for the calling test file: started before its first test
 * with `signIn`'s accounts signed in on the first, closed after its last.
 */
export function instancePairForFile<K extends TDemoAccount = never>(signIn: readonly K[] = []): { a: TTestApp; b: TTestApp; c: Record<K, string> } {
  const pair = { c: {} } as { a: TTestApp; b: TTestApp; c: Record<K, string> };
  beforeAll(async () => {
    Object.assign(pair, await createInstancePair());
    Object.assign(pair.c, await signInAll(pair.a.app, signIn));
  });
  afterAll(async () => {
    await pair.b?.close();
    await pair.a?.close();
  });
  return pair;
}

/**
 * What every cached list must keep apart, checked on both instances of a pair: each site's reader
 * sees their site's new item (within a second) and never the other site's, a session of one site
 * is nobody on the other, and an id of one site is not found on the other. `list` answers
 * `{ list: { id }[] }`; `detail` takes `{ id }`.
 */
export async function expectSitesApart(
  pair: { a: TTestApp; b: TTestApp },
  calls: { list: string; listInput?: Record<string, unknown>; detail: string },
  north: { cookie: string; id: string },
  south: { cookie: string; id: string },
): Promise<void> {
  const ask = async (on: TTestApp, url: string, cookie: string, host: string, json: unknown) => (await call(on.app, { url, cookie, host, json })).json();
  const listed = async (on: TTestApp, cookie: string, host: string) =>
    ((await ask(on, calls.list, cookie, host, calls.listInput ?? {})).d.list as { id: string }[]).map((n) => n.id);
  for (const on of [pair.a, pair.b]) {
    await withinOneSecond(async () => (await listed(on, south.cookie, HOSTS.south)).includes(south.id));
    expect(await listed(on, south.cookie, HOSTS.south)).not.toContain(north.id);
    await withinOneSecond(async () => (await listed(on, north.cookie, HOSTS.north)).includes(north.id));
    expect(await listed(on, north.cookie, HOSTS.north)).not.toContain(south.id);
    expect((await ask(on, calls.list, north.cookie, HOSTS.south, calls.listInput ?? {})).e).toBe(10013);
    expect((await ask(on, calls.detail, south.cookie, HOSTS.south, { id: north.id })).e).toBe(10004);
  }
}

export interface TCall {
  method?: InjectOptions['method'];
  url: string;
  host?: string;
  cookie?: string;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

/** One request as a script or the web app would send it: XHR header on, form body by default. */
export function call(app: FastifyInstance, c: TCall): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', host: c.host ?? HOSTS.north, ...c.headers };
  if (c.cookie) headers.cookie = c.cookie;
  let payload: string | undefined;
  if (c.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    payload = new URLSearchParams(c.form).toString();
  } else if (c.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(c.json);
  }
  return app.inject({ method: c.method ?? (payload !== undefined ? 'POST' : 'GET'), url: c.url, headers, payload });
}

/** The `cookie` header value a client would replay from the answer's Set-Cookie headers. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** A call with a JSON body (or none), answered as its parsed envelope. */
export async function askJson<T = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } }>(
  app: FastifyInstance,
  url: string,
  cookie: string,
  input?: Record<string, unknown>,
  host: string = HOSTS.north,
): Promise<T> {
  return (await call(app, { url, cookie, host, ...(input ? { json: input } : {}) })).json();
}

export async function login(app: FastifyInstance, username: string, password: string, host: string = HOSTS.north): Promise<string> {
  const res = await call(app, { url: '/uc/wap/login/check', host, form: { username, password } });
  const body = res.json() as { e: number; m: string };
  if (body.e !== 0) throw new Error(`login failed for ${username}@${host}: ${body.m}`);
  return cookiesOf(res);
}

/**
 * Signs in with a password an administrator was shown once (new account, import, reset) and chooses
 * `password` instead, which the server requires before anything else (10028); answers the cookie.
 */
export async function signInFirstTime(app: FastifyInstance, username: string, firstPassword: string, password: string, host: string = HOSTS.north): Promise<string> {
  const cookie = await login(app, username, firstPassword, host);
  const res = await call(app, { url: '/uc/wap/user/change-password', host, cookie, form: { old_password: firstPassword, new_password: password, new_password2: password } });
  const body = res.json() as { e: number; m: string };
  if (body.e !== 0) throw new Error(`password change failed for ${username}@${host}: ${body.m}`);
  return cookie;
}
