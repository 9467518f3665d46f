import { sql, type RawBuilder } from 'kysely';
import { ErrorCode } from '@quad/contracts/errors';
import type { SiteDb } from '../db/site-db';
import { AppError } from '../errors';
import { nowSeconds } from '../ids';

/**
 * How sign-in attempts are counted under one key: a count starts afresh `windowSeconds` after its
 * first attempt, and the n-th attempt of a count pauses the key for `pauses(n)` seconds.
 */
interface TRule {
  windowSeconds: number;
  /** [from the n-th attempt, pause seconds], ascending. */
  pauses: [number, number][];
}

/** Attempts of an account before it waits; then 30 s, doubling with every further failure, at most 15 min. */
export const FREE_ATTEMPTS = 5;
const FIRST_PAUSE_SECONDS = 30;
const LONGEST_PAUSE_SECONDS = 15 * 60;
const doublings = Math.ceil(Math.log2(LONGEST_PAUSE_SECONDS / FIRST_PAUSE_SECONDS));

const ACCOUNT: TRule = {
  windowSeconds: 24 * 3600,
  pauses: Array.from({ length: doublings + 1 }, (_, i) => [FREE_ATTEMPTS + i, Math.min(LONGEST_PAUSE_SECONDS, FIRST_PAUSE_SECONDS * 2 ** i)]),
};

/**
 * Failed sign-ins one address may make in a quarter of an hour, whatever the accounts. Far above
 * what a campus NAT sends in normal use (20,000 people signing in, one in twenty mistyping); it
 * bounds one machine spraying guesses over many accounts.
 */
export const ADDRESS_CEILING = 1000;
const ADDRESS: TRule = { windowSeconds: 15 * 60, pauses: [[ADDRESS_CEILING, 15 * 60]] };

// One count per account name however it is capitalised, from any address.
const accountKey = (username: string) => `u:${username.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

const pauseAfter = (rule: TRule, attempts: number) => rule.pauses.findLast(([from]) => attempts >= from)?.[1] ?? 0;
/** When a key that just made its n-th attempt may try again; 0 when it is not paused. */
const lockedUntil = (rule: TRule, attempts: number, now: number) => (pauseAfter(rule, attempts) ? now + pauseAfter(rule, attempts) : 0);

/** `lockedUntil` as SQL, the schedule written out, so the count and the pause are one statement on SQLite and PostgreSQL. */
function lockedUntilSql(rule: TRule, attempts: RawBuilder<number>, now: number): RawBuilder<number> {
  const steps = rule.pauses
    .toReversed()
    .map(([from, seconds]) => sql`when ${attempts} >= ${sql.lit(from)} then cast(${now + seconds} as bigint)`);
  return sql<number>`(case ${sql.join(steps, sql` `)} else 0 end)`;
}

/**
 * Counts one attempt under `key` unless the key is paused, in one atomic upsert: parallel attempts
 * each get their own number, and the attempt that reaches a pause sets it before any password is
 * checked. Answers the seconds still to wait when the key is paused (the attempt is then not counted).
 */
async function claim(siteDb: SiteDb, key: string, rule: TRule, now: number): Promise<number> {
  const fresh = sql<boolean>`login_throttle.window_start <= ${now - rule.windowSeconds}`;
  const attempts = sql<number>`(case when ${fresh} then 1 else login_throttle.failures + 1 end)`;
  const counted = await siteDb
    .insertInto('login_throttle', { key, failures: 1, window_start: now, locked_until: lockedUntil(rule, 1, now) })
    .onConflict((oc) =>
      oc
        .columns(['site_id', 'key'])
        .doUpdateSet({
          failures: attempts,
          window_start: sql<number>`(case when ${fresh} then ${now} else login_throttle.window_start end)`,
          locked_until: lockedUntilSql(rule, attempts, now),
        })
        .where('login_throttle.locked_until', '<=', now),
    )
    .returning('failures')
    .executeTakeFirst();
  if (counted) return 0;
  const row = await siteDb.selectFrom('login_throttle').select('locked_until').where('key', '=', key).executeTakeFirst();
  return Math.max(1, (row?.locked_until ?? now) - now);
}

/** Whole sentences, so each has its English (server.en.json) with the wait as its one value. */
const waitMessage = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `登录失败次数过多，请${seconds}秒后再试` : `登录失败次数过多，请${minutes}分钟后再试`;
};

/**
 * Claims a sign-in attempt for the account and the address BEFORE the password is checked, so
 * parallel guesses cannot all slip through one check. Throws 10029 naming the wait when either is
 * paused. Every claimed attempt counts as a failure until `signInSucceeded` says otherwise.
 */
export async function claimSignInAttempt(siteDb: SiteDb, username: string, ip: string): Promise<void> {
  const now = nowSeconds();
  const wait = (await claim(siteDb, addressKey(ip), ADDRESS, now)) || (await claim(siteDb, accountKey(username), ACCOUNT, now));
  if (wait > 0) throw new AppError(ErrorCode.RATE_LIMITED, waitMessage(wait), { retry_after: wait });
}

/** The right password: the account's count starts over, and the address gets its attempt back. */
export async function signInSucceeded(siteDb: SiteDb, username: string, ip: string): Promise<void> {
  await siteDb.deleteFrom('login_throttle').where('key', '=', accountKey(username)).execute();
  await siteDb
    .updateTable('login_throttle')
    .set({ failures: sql<number>`failures - 1` })
    .where('key', '=', addressKey(ip))
    .where('failures', '>', 0)
    .execute();
}

/**
 * Failures after which a password sign-in also needs a slider captcha token (issue 23). For an
 * account: FREE_ATTEMPTS, the failures that start its first pause, so a person who mistypes a few
 * times never sees the slider, and from then until a right password every further guess costs a
 * solved slider as well as the doubling pause. For an address: far below ADDRESS_CEILING, because
 * spraying one guess over many accounts never reaches any account's count: there the slider is what
 * slows a script down long before the address is paused (a campus NAT whose people mistype this often
 * is asked for a slider, never locked out).
 */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = FREE_ATTEMPTS;
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 100;

/**
 * Whether the next sign-in of `username` from `ip` must bring a captcha token: its account or address
 * has failed that often in its current window. A key that is paused answers false: the claim refuses
 * it with the wait, and nobody solves a slider only to be told to wait.
 */
export async function signInNeedsCaptcha(siteDb: SiteDb, username: string, ip: string): Promise<boolean> {
  const now = nowSeconds();
  const rows = await siteDb
    .selectFrom('login_throttle')
    .select(['key', 'failures', 'window_start', 'locked_until'])
    .where('key', 'in', [accountKey(username), addressKey(ip)])
    .execute();
  const over = (key: string, rule: TRule, after: number) => {
    const row = rows.find((r) => r.key === key);
    if (!row || Number(row.window_start) <= now - rule.windowSeconds) return false;
    return Number(row.locked_until) <= now && row.failures >= after;
  };
  if (rows.some((r) => Number(r.locked_until) > now)) return false;
  return over(accountKey(username), ACCOUNT, CAPTCHA_AFTER_ACCOUNT_FAILURES) || over(addressKey(ip), ADDRESS, CAPTCHA_AFTER_ADDRESS_FAILURES);
}

/**
 * Failed attempts the account has made in its current window (the one just claimed included): what a
 * second password check (pay slips) tells as 还可以尝试N次 before the first pause.
 */
export async function accountFailures(siteDb: SiteDb, username: string): Promise<number> {
  const row = await siteDb.selectFrom('login_throttle').select(['failures', 'window_start']).where('key', '=', accountKey(username)).executeTakeFirst();
  if (!row || Number(row.window_start) <= nowSeconds() - ACCOUNT.windowSeconds) return 0;
  return row.failures;
}

/**
 * Forgets the account's failed sign-ins (its pause and its slider), not the address's: after a
 * password reset proven by a code to the bound phone or e-mail, guesses made before by anyone are no
 * reason to keep the owner waiting with the new password.
 */
export async function clearAccountThrottle(siteDb: SiteDb, username: string): Promise<void> {
  await siteDb.deleteFrom('login_throttle').where('key', '=', accountKey(username)).execute();
}
