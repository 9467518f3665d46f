// A site's calendar and clock: "today", opening hours, slots and reminders follow the school's time
// zone, never the server's.

const formats = new Map<string, Intl.DateTimeFormat>();
/** Each zone's offset from UTC, found for a quarter of an hour at a time (offsets change only on such marks). */
const offsets = new Map<string, { from: number; seconds: number }>();
const QUARTER_MS = 900_000;

function offsetSeconds(timeZone: string, ms: number): number {
  const from = ms - (ms % QUARTER_MS);
  const kept = offsets.get(timeZone);
  if (kept?.from === from) return kept.seconds;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(from)).map((x) => [x.type, Number(x.value)]));
  const seconds = (Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - from) / 1000;
  offsets.set(timeZone, { from, seconds });
  return seconds;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The wall-clock parts of a moment in a time zone, two digits each (year four). Every report save
 * asks for "today": the zone's offset is looked up once a quarter hour, not formatted each time.
 */
function wallClock(timeZone: string, at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const ms = at.getTime();
  const local = new Date(ms + offsetSeconds(timeZone, ms) * 1000);
  return {
    year: String(local.getUTCFullYear()),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
    second: two(local.getUTCSeconds()),
  };
}

/** `YYYY-MM-DD` of a moment in a site's time zone. */
export function siteDay(timeZone: string, at: Date = new Date()): string {
  const p = wallClock(timeZone, at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `HH:MM` (24 h) of a moment in a site's time zone. */
export function siteClock(timeZone: string, at: Date = new Date()): string {
  const p = wallClock(timeZone, at);
  return `${p.hour}:${p.minute}`;
}

/** `YYYY-MM-DD HH:MM` of unix seconds in the site's time zone. */
export function siteTime(timeZone: string, seconds: number): string {
  const p = wallClock(timeZone, new Date(seconds * 1000));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Seconds since the site's midnight of unix seconds. */
export function siteSecondOfDay(timeZone: string, seconds: number): number {
  const p = wallClock(timeZone, new Date(seconds * 1000));
  return Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second);
}

/** Unix seconds of the midnight that began the site's day containing `seconds`. */
export const siteMidnight = (timeZone: string, seconds: number): number => seconds - siteSecondOfDay(timeZone, seconds);
