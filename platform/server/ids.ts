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

const TAIL_LENGTH = 8;
let lastTime = '';
let lastTail = '';

/** The next tail in base 36, or '' when `tail` is the last one ('zzzzzzzz'). */
function nextTail(tail: string): string {
  const digits = [...tail];
  for (let i = digits.length - 1; i >= 0; i--) {
    const next = ALPHABET.indexOf(digits[i] as string) + 1;
    if (next < ALPHABET.length) {
      digits[i] = ALPHABET[next] as string;
      return digits.join('');
    }
    digits[i] = '0';
  }
  return '';
}

function randomTail(): string {
  let tail = '';
  for (const b of pooledRandom(TAIL_LENGTH)) tail += ALPHABET[b % 36];
  return tail;
}

/**
 * Record ids: creation time in base 36 then random characters, so ids sort by age (good for index
 * locality, and "newest first" among rows of one second) and can be made by any number of instances
 * without coordination. Ids made in the same millisecond by this process count up from the first
 * one's random tail, so they too sort in the order they were made.
 */
export function newId(): string {
  const time = Date.now().toString(36).padStart(9, '0');
  const tail = time <= lastTime ? nextTail(lastTail) : '';
  if (tail) {
    lastTail = tail;
  } else {
    // A new millisecond, or (after 36^8 ids in one) the next one borrowed.
    lastTime = time > lastTime ? time : (parseInt(lastTime, 36) + 1).toString(36).padStart(9, '0');
    lastTail = randomTail();
  }
  return lastTime + lastTail;
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
