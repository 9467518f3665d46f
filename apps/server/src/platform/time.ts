// A site's calendar and clock: "today", opening hours, slots and reminders follow the school's time
// zone, never the server's.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of a moment in a time zone, two digits each (year four). */
function wallClock(timeZone: string, at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
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
