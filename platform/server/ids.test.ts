import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './ids';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('record ids', () => {
  it('are all different across many pool refills, and sort by the time they were made', async () => {
    const first = Array.from({ length: 50_000 }, newId);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((id) => /^[0-9a-z]{17}$/.test(id))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = newId();
    expect(first.every((id) => id < later)).toBe(true);
  });

  it('made within one millisecond sort in the order they were made, so the newest answer of a second is found', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 24, 8));
    const ids = Array.from({ length: 2000 }, newId);
    expect(ids.every((id) => id.startsWith(ids[0]!.slice(0, 9)))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keep counting up when the clock steps back', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 24, 9));
    const before = newId();
    now.mockReturnValue(Date.UTC(2026, 10, 24, 9) - 1000);
    const after = newId();
    expect(after > before).toBe(true);
  });
});
