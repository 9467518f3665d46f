import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCounters } from './rate-limit';

const MINUTE = 60_000;
const DAY = 24 * 3600_000;

afterEach(() => vi.useRealTimers());

describe('in-memory rate counters', () => {
  it('keep a daily counter when a one-minute limiter sweeps past 50,000 keys', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-03T08:00:00Z'));
    const counters = new MemoryCounters();
    for (let i = 0; i < 3; i++) await counters.increment('daily:10.0.0.1', DAY);
    for (let i = 0; i <= 50_000; i++) await counters.increment(`minute:${i}`, MINUTE);
    vi.setSystemTime(new Date('2025-03-03T08:05:00Z'));
    // A new minute window past the size bound sweeps what has expired: the minute counters, not the day's.
    await counters.increment('minute:new', MINUTE);
    expect(await counters.increment('daily:10.0.0.1', DAY)).toBe(4);
    expect(await counters.increment('minute:1', MINUTE)).toBe(1);
  });
});
