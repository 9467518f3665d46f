import { describe, expect, it } from 'vitest';
import { siteClock, siteDay, siteMidnight, siteSecondOfDay, siteTime } from './time';

/** What Intl itself says of a moment: the reference the quick offset arithmetic must agree with. */
function reference(timeZone: string, ms: number): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

describe('a site’s calendar and clock', () => {
  it('gives the school’s day, not the server’s: 00:17 in Shanghai is still 16:17 the day before in UTC', () => {
    const at = new Date('2026-11-23T16:17:06Z');
    expect(siteDay('Asia/Shanghai', at)).toBe('2026-11-24');
    expect(siteClock('Asia/Shanghai', at)).toBe('00:17');
    expect(siteDay('UTC', at)).toBe('2026-11-23');
    expect(siteSecondOfDay('Asia/Shanghai', at.getTime() / 1000)).toBe(17 * 60 + 6);
    expect(siteMidnight('Asia/Shanghai', at.getTime() / 1000)).toBe(Date.parse('2026-11-24T00:00:00+08:00') / 1000);
  });

  it('agrees with Intl on every half hour across daylight-saving changes and odd offsets', () => {
    const zones = ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham'];
    // Around the March and November changes of 2026, each minute that ends a half hour, and the one before.
    const starts = [Date.UTC(2026, 2, 7), Date.UTC(2026, 3, 4), Date.UTC(2026, 9, 3), Date.UTC(2026, 9, 24), Date.UTC(2026, 10, 1)];
    for (const zone of zones) {
      for (const start of starts) {
        for (let ms = start; ms < start + 3 * 86_400_000; ms += 1_800_000) {
          for (const at of [ms, ms - 1000]) expect(siteTime(zone, at / 1000), `${zone} ${new Date(at).toISOString()}`).toBe(reference(zone, at));
        }
      }
    }
  });
});
