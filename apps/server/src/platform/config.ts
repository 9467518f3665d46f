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
  /** Validate every answer against its contract: on in tests, off in production for speed. */
  checkAnswers: boolean;
  logLevel: string;
  /** Largest upload accepted, bytes. */
  uploadLimit: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const production = env.NODE_ENV === 'production';
  const root = findRepoRoot(import.meta.dirname);
  const trust = env.TRUST_PROXY;
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
    checkAnswers: env.NODE_ENV === 'test' || env.CHECK_ANSWERS === '1',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadLimit: Number(env.UPLOAD_LIMIT ?? 10 * 1024 * 1024),
    ...overrides,
  };
}
