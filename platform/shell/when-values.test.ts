import { describe, expect, it } from 'vitest';
import { formatWhen, parseWhen, wheelStart, whenRange } from './when-values';

const now = new Date(2026, 10, 27, 9, 5);

describe('when-values', () => {
  it('reads and writes each kind in local time', () => {
    expect(formatWhen('date', new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02');
    expect(formatWhen('time', new Date(2026, 0, 2, 3, 4))).toBe('03:04');
    expect(formatWhen('datetime', new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02 03:04');
    expect(parseWhen('date', '2026-01-02')).toEqual(new Date(2026, 0, 2));
    expect(parseWhen('datetime', '2026-01-02 03:04')).toEqual(new Date(2026, 0, 2, 3, 4));
    // A browser's datetime-local form is read too.
    expect(parseWhen('datetime', '2026-01-02T03:04')).toEqual(new Date(2026, 0, 2, 3, 4));
    expect(parseWhen('time', '08:30', now)).toEqual(new Date(2026, 10, 27, 8, 30));
  });

  it('refuses text that is no moment rather than rolling it over', () => {
    expect(parseWhen('date', '2026-02-30')).toBeUndefined();
    expect(parseWhen('time', '25:00')).toBeUndefined();
    expect(parseWhen('date', '2026-01-02 03:04')).toBeUndefined();
    expect(parseWhen('datetime', '')).toBeUndefined();
  });

  it('ranges over the bounds given, else a century back to ten years ahead, and starts inside them', () => {
    expect(whenRange('date', '2026-11-01', '2026-11-20', now)).toEqual({ min: new Date(2026, 10, 1), max: new Date(2026, 10, 20) });
    const open = whenRange('date', undefined, undefined, now);
    expect(open.min.getFullYear()).toBe(1926);
    expect(open.max.getFullYear()).toBe(2036);
    const november = whenRange('date', '2026-11-01', '2026-11-20', now);
    expect(wheelStart('date', '', november, now)).toEqual(new Date(2026, 10, 20));
    expect(wheelStart('date', '2026-11-03', november, now)).toEqual(new Date(2026, 10, 3));
    expect(wheelStart('date', '', open, now)).toBe(now);
  });
});
