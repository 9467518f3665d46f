import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('record ids', () => {
  it('are all different across many pool refills, and sort by the time they were made', async () => {
    const first = Array.from({ length: 50_000 }, newId);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((id) => /^[0-9a-z]{17}$/.test(id))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = newId();
    expect(first.every((id) => id < later)).toBe(true);
  });
});
