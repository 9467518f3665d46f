import { describe, expect, it } from 'vitest';
import { clock } from './duration';

describe('clock', () => {
  it('shows minutes and seconds, and hours once there are any', () => {
    expect(clock(5)).toBe('0:05');
    expect(clock(65.4)).toBe('1:05');
    expect(clock(3600 + 62)).toBe('1:01:02');
    expect(clock(-3)).toBe('0:00');
  });
});
