import { describe, expect, it } from 'vitest';
import { calendarText, escapeText, foldLine, zonedMs } from './ical';

describe('iCalendar text', () => {
  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'课'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('turns a wall-clock time of the site into UTC', () => {
    expect(new Date(zonedMs('2026-09-07', '08:00', 'Asia/Shanghai')).toISOString()).toBe('2026-09-07T00:00:00.000Z');
    expect(new Date(zonedMs('2026-07-01', '08:00', 'Europe/Berlin')).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(new Date(zonedMs('2026-01-05', '08:00', 'Europe/Berlin')).toISOString()).toBe('2026-01-05T07:00:00.000Z');
  });

  it('writes a calendar with CRLF lines', () => {
    const text = calendarText([{ uid: 'x@y', start: 0, end: 3_600_000, summary: '课', location: 'A101', description: '第1-2节' }], { name: '课表', timeZone: 'Asia/Shanghai', stamp: 0 });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('DTSTART:19700101T000000Z\r\nDTEND:19700101T010000Z');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
