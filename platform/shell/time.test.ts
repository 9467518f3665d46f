import { describe, expect, it } from 'vitest';
import { timeParts } from './time';

describe('time helper (spec §3)', () => {
  it('pads every part and writes fullTime with two spaces', () => {
    // 2026-03-05 07:09 in Shanghai
    const seconds = Date.UTC(2026, 2, 4, 23, 9) / 1000;
    expect(timeParts(seconds, 'Asia/Shanghai')).toEqual({
      year: '2026',
      month: '03',
      day: '05',
      hour: '07',
      min: '09',
      fullTime: '2026-03-05  07:09',
      noTime: '2026-03-05',
    });
  });

  it('uses the given time zone for the day boundary', () => {
    const seconds = Date.UTC(2026, 11, 31, 16, 30) / 1000;
    expect(timeParts(seconds, 'Asia/Shanghai').noTime).toBe('2027-01-01');
    expect(timeParts(seconds, 'UTC').noTime).toBe('2026-12-31');
  });

  it('shows midnight as 00, not 24', () => {
    const seconds = Date.UTC(2026, 0, 1, 16, 0) / 1000;
    expect(timeParts(seconds, 'Asia/Shanghai').fullTime).toBe('2026-01-02  00:00');
  });

  it('accepts a Date in the browser zone', () => {
    const parts = timeParts(new Date(2026, 8, 1, 14, 5));
    expect(parts.fullTime).toBe('2026-09-01  14:05');
  });
});
