import fs from 'node:fs';
import path from 'node:path';

/** The checkout's root (the folder whose package.json has workspaces), from source or from the bundle. */
function findRepoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && (JSON.parse(fs.readFileSync(file, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
  }
  return process.cwd();
}

/** Everything the server reads from its environment, read once at start. */
export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  demo: boolean;
  production: boolean;
  publicOrigin?: string;
  trustProxy: boolean | string;
  defaultSite: string;
  /** Where the built web app lives (index.html and assets). */
  webDist: string;
  /** The checkout the server runs from: areas read their own files (demo videos) from their folders there. */
  root: string;
  /** Validate every answer against its contract: on in tests, off in production for speed. */
  checkAnswers: boolean;
  logLevel: string;
  /** Largest upload accepted, bytes. */
  uploadLimit: number;
  /**
   * Outbound requests (webhooks, RSS feeds) may reach loopback and private addresses: development and
   * tests only, otherwise a site administrator could probe the internal network.
   */
  allowPrivateTargets: boolean;
  webhooks: TWebhookConfig;
}

/** Webhook delivery: see docs/integration.md. */
export interface TWebhookConfig {
  /** How often each instance looks for due deliveries. */
  intervalMs: number;
  /** Delay before the first retry; each further retry waits twice as long (at most 6 hours). */
  retryBaseMs: number;
  /** Attempts before a delivery is given up. */
  maxAttempts: number;
  timeoutMs: number;
  /** Deliver to loopback and private addresses (development and tests only: otherwise a site could probe the internal network). */
  allowPrivateTargets: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const production = env.NODE_ENV === 'production';
  const root = findRepoRoot(import.meta.dirname);
  const trust = env.TRUST_PROXY;
  const allowPrivateTargets = env.ALLOW_PRIVATE_TARGETS ? env.ALLOW_PRIVATE_TARGETS === '1' : !production;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    demo: env.DEMO ? env.DEMO !== '0' && env.DEMO !== 'false' : !production,
    production,
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/$/, '') || undefined,
    trustProxy: trust === undefined || trust === '' ? false : trust === 'true' ? true : trust,
    defaultSite: env.DEFAULT_SITE ?? 'north',
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    root,
    checkAnswers: env.NODE_ENV === 'test' || env.CHECK_ANSWERS === '1',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadLimit: Number(env.UPLOAD_LIMIT ?? 10 * 1024 * 1024),
    allowPrivateTargets,
    webhooks: {
      intervalMs: Number(env.WEBHOOK_INTERVAL_MS ?? 2000),
      retryBaseMs: Number(env.WEBHOOK_RETRY_BASE_MS ?? 30_000),
      maxAttempts: Number(env.WEBHOOK_MAX_ATTEMPTS ?? 8),
      timeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000),
      allowPrivateTargets,
    },
    ...overrides,
  };
}
