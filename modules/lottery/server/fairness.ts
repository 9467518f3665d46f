import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The lottery's commitment: a secret seed made when the lottery is created, its sha256 published from
 * the start, the seed itself once it closes. Each draw's random value is HMAC-SHA256(seed, draw id)
 * read as a fraction: anyone holding the seed and the public list recomputes every outcome, and the
 * office could not have changed the seed after the first draw without the digest showing it.
 */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** sha256 of the seed's hex text, as hex. */
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/** The first 52 bits of HMAC-SHA256(seed, drawId) over 2^52: a value in [0, 1) a double holds exactly. */
export function drawValue(seed: string, drawId: string): number {
  const digest = createHmac('sha256', seed).update(drawId).digest('hex');
  return parseInt(digest.slice(0, 13), 16) / 2 ** 52;
}

/** A name as the public list shows it: 张三 → 张*, 张小三 → 张*三, 欧阳小明 → 欧**明. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}
