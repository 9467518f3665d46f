import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { TPlatform } from '../module';

/** A part an instance needs before it can answer requests, checked on every `/readyz`. */
export interface TReadinessCheck {
  /** Its key in the answer's `checks`. */
  part: string;
  /** Its name in the failure message. */
  label: string;
  check(): Promise<unknown>;
}

export interface TReadiness {
  ready: boolean;
  checks: Record<string, 'ok' | 'failed'>;
  /** The labels of the parts that failed, in check order. */
  failed: string[];
}

/**
 * A part that has not answered by then counts as failed: a balancer's probe must get its answer
 * before its own timeout, or it cannot tell a hung database from a dead instance.
 */
const CHECK_TIMEOUT_MS = 2000;

/** The database, Redis when `REDIS_URL` is set, and where uploads are stored: the folder, or the bucket. */
export function readinessChecks(platform: TPlatform): TReadinessCheck[] {
  const { config, database, counters, storage } = platform;
  return [
    { part: 'database', label: '数据库', check: () => sql`select 1`.execute(database.db) },
    ...(config.redisUrl ? [{ part: 'redis', label: 'Redis', check: () => counters.ping() }] : []),
    config.s3
      ? // Asking for a file that is not there answers "none" from a reachable bucket and fails on any other.
        { part: 'storage', label: '对象存储', check: () => storage.size('readyz', 'probe') }
      : { part: 'storage', label: '存储目录', check: () => probeWritable(path.join(config.dataDir, 'uploads')) },
  ];
}

/** Writes and removes a file: a full, read-only or unmounted folder fails where a bare `access` may not. */
async function probeWritable(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `.readyz-${process.pid}`);
  await fs.writeFile(file, '');
  // Two probes of one instance may overlap: whichever removes it second finds nothing, which is fine.
  await fs.rm(file, { force: true });
}

/** Runs every check at once; a check that throws, rejects or is late has failed. */
export async function checkReadiness(checks: TReadinessCheck[], timeoutMs = CHECK_TIMEOUT_MS): Promise<TReadiness> {
  const results = await Promise.all(checks.map(async (c) => ({ c, ok: await passes(c, timeoutMs) })));
  return {
    ready: results.every((r) => r.ok),
    checks: Object.fromEntries(results.map((r) => [r.c.part, r.ok ? 'ok' : 'failed'])),
    failed: results.filter((r) => !r.ok).map((r) => r.c.label),
  };
}

async function passes(c: TReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  // Settled either way, so a check that fails after its time is up is no unhandled rejection.
  const outcome = Promise.resolve()
    .then(() => c.check())
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([outcome, late]);
  } finally {
    clearTimeout(timer);
  }
}
