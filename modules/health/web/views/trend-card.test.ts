import { describe, expect, it } from 'vitest';
import { TREND_DAYS, trendRange } from './trend-card';

describe('trendRange', () => {
  it('ends on the day shown and starts the week before it, across a month', () => {
    expect(TREND_DAYS).toBe(7);
    expect(trendRange('2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  });
});
