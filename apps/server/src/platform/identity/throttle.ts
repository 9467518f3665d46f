import type { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';

/** Failed sign-ins allowed per account and address before a pause, and per address alone. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;

const keysFor = (username: string, ip: string) => [
  { key: `u:${username.toLowerCase()}|${ip}`, max: MAX_FAILURES_PER_ACCOUNT },
  { key: `ip:${ip}`, max: MAX_FAILURES_PER_ADDRESS },
];

/** Seconds until sign-in is allowed again for this account and address, 0 when it is allowed now. */
export async function secondsLocked(siteDb: SiteDb, username: string, ip: string): Promise<number> {
  const now = nowSeconds();
  const rows = await siteDb
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('key', 'in', keysFor(username, ip).map((k) => k.key))
    .execute();
  return Math.max(0, ...rows.map((r) => r.locked_until - now));
}

export async function recordFailure(siteDb: SiteDb, username: string, ip: string): Promise<void> {
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    for (const { key, max } of keysFor(username, ip)) {
      const row = await tx.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row) {
        await tx.insertInto('login_throttle', { key, failures: 1, window_start: now, locked_until: 0 }).execute();
        continue;
      }
      const inWindow = now - row.window_start < WINDOW_SECONDS;
      const failures = inWindow ? row.failures + 1 : 1;
      await tx
        .updateTable('login_throttle')
        .set({ failures, window_start: inWindow ? row.window_start : now, locked_until: failures >= max ? now + LOCK_SECONDS : row.locked_until })
        .where('key', '=', key)
        .execute();
    }
  });
}

export async function clearFailures(siteDb: SiteDb, username: string, ip: string): Promise<void> {
  await siteDb.deleteFrom('login_throttle').where('key', '=', keysFor(username, ip)[0].key).execute();
}
