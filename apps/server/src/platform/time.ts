const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of a moment in a site's time zone: "today" is the school's today, not the server's. */
export function siteDay(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}
