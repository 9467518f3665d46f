/** The time helper of spec §3: parts of a moment, padded, plus the two display strings. */
export interface TTimeParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  min: string;
  /** `YYYY-MM-DD  HH:MM` (two spaces, as the original product shows it). */
  fullTime: string;
  /** `YYYY-MM-DD`. */
  noTime: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `when` is Unix seconds (what the server sends), or a Date. `timeZone` is an IANA zone such as the
 * site's `Asia/Shanghai`; omitted = the browser's own zone.
 */
export function timeParts(when: number | Date, timeZone?: string): TTimeParts {
  const date = typeof when === 'number' ? new Date(when * 1000) : when;
  let year: number, month: number, day: number, hour: number, minute: number;
  if (timeZone) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    [year, month, day, hour, minute] = [part('year'), part('month'), part('day'), part('hour'), part('minute')];
  } else {
    [year, month, day, hour, minute] = [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];
  }
  const noTime = `${year}-${pad(month)}-${pad(day)}`;
  return {
    year: String(year),
    month: pad(month),
    day: pad(day),
    hour: pad(hour),
    min: pad(minute),
    fullTime: `${noTime}  ${pad(hour)}:${pad(minute)}`,
    noTime,
  };
}

/** Unix seconds now: every time the web sends is in seconds (spec §7). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
