import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Random bytes drawn from the system a page at a time: one getrandom call per id was a few percent of a report save. */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;
function pooledRandom(count: number): Buffer {
  if (used + count > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += count;
  return pool.subarray(used - count, used);
}

/**
 * Record ids: creation time in base 36 then random characters, so ids sort roughly by age (good for
 * index locality) and can be made by any number of instances without coordination.
 */
export function newId(): string {
  const time = Date.now().toString(36).padStart(9, '0');
  const bytes = pooledRandom(8);
  let tail = '';
  for (const b of bytes) tail += ALPHABET[b % 36];
  return time + tail;
}

/** A random token of `bytes` bytes, lowercase alphanumeric (base 32), safe in cookies and URLs. */
export function randomToken(bytes = 32): string {
  const raw = randomBytes(bytes);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const b of raw) {
    buffer = (buffer << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(buffer << (5 - bits)) & 31];
  return out;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
