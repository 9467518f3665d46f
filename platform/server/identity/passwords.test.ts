import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('a burst of sign-ins, more than there are cores, each gets its own right answer', async () => {
    const stored = await hashPassword('student123');
    const tries = Array.from({ length: 4 * availableParallelism() + 3 }, (_, i) => (i % 3 === 0 ? 'wrong' : 'student123'));
    const answers = await Promise.all(tries.map((password) => verifyPassword(password, stored)));
    expect(answers).toEqual(tries.map((password) => password === 'student123'));
  });

  it('a derivation that fails gives its turn back: the sign-ins after it still finish', async () => {
    const stored = await hashPassword('student123');
    // N must be a power of two: node refuses this hash's parameters.
    const broken = stored.replace(/^scrypt\$\d+\$/, 'scrypt$1000$');
    const failures = await Promise.allSettled(
      Array.from({ length: 2 * availableParallelism() + 1 }, () => verifyPassword('student123', broken)),
    );
    expect(failures.every((f) => f.status === 'rejected')).toBe(true);
    expect(await verifyPassword('student123', stored)).toBe(true);
  });
});
