// RFC 5545 text: escaping, line folding and UTC times, for the timetable's calendar feed.

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped (§3.3.11). */
export const escapeText = (text: string): string => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** A content line folded at 75 octets (§3.1), never inside a UTF-8 character; lines end in CRLF. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so it holds 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at a moment, in ms. */
function offsetMs(timeZone: string, ms: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    offsetFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(ms / 1000) * 1000;
}

/** The UTC moment (ms) of a wall-clock day and time in a zone (twice, so a day changing offset lands right). */
export function zonedMs(day: string, clock: string, timeZone: string): number {
  const wall = Date.parse(`${day}T${clock}:00Z`);
  const first = wall - offsetMs(timeZone, wall);
  return wall - offsetMs(timeZone, first);
}

/** `YYYYMMDDTHHMMSSZ` (§3.3.5, form #2: UTC). */
export const utcStamp = (ms: number): string => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface TCalendarEvent {
  uid: string;
  start: number;
  end: number;
  summary: string;
  location: string;
  description: string;
}

/** A whole VCALENDAR of the events, times in UTC, the site's zone named for clients that show it (X-WR-TIMEZONE). */
export function calendarText(events: TCalendarEvent[], info: { name: string; timeZone: string; stamp: number }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quad//Timetable//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(info.name)}`,
    `X-WR-TIMEZONE:${info.timeZone}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(info.stamp)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
