import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * N = 16384 makes each guess cost ~50 ms of a core, which is the point in production. Test servers
 * (NODE_ENV=test: the API, browser and cluster suites) hash at N = 1024: the same code and format,
 * while a test run's thousand sign-ins and imported accounts stop costing minutes of CI.
 */
const PARAMS = { N: process.env.NODE_ENV === 'test' ? 1024 : 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * Derivations running at once: one per core. More would not finish sooner (each is all CPU), but each
 * holds 16 MB while it runs, and they would take every thread of libuv's pool (4), where file reads and
 * image work wait behind them during a morning's sign-in burst. The others queue here, in order.
 */
const MAX_RUNNING = availableParallelism();
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (running >= MAX_RUNNING) await new Promise<void>((start) => waiting.push(start));
  else running++;
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } finally {
    // The slot passes straight to the next in line, so `running` never dips and lets a newcomer jump the queue.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** `scrypt$N$r$p$salt$hash`: the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash nobody's password matches: compared against when the account does not exist, so timing tells nothing. */
export const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;

/** A chosen password may not be the account name or the student/staff number, which classmates know. */
export function resemblesAccount(password: string, user: { username: string; number: string }): boolean {
  const chosen = password.toLowerCase();
  return chosen === user.username.toLowerCase() || (!!user.number && chosen === user.number.toLowerCase());
}
