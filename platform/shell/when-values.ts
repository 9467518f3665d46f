import { timeParts } from './time';

/**
 * The text forms of a moment the portal stores (`YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DD HH:MM`, local
 * time) and the `Date` antd-mobile's DatePicker turns.
 */
export type TWhenKind = 'date' | 'time' | 'datetime';

const PATTERNS: Record<TWhenKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  time: /^(\d{2}):(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/,
};

export function formatWhen(kind: TWhenKind, date: Date): string {
  const { noTime: day, hour, min } = timeParts(date);
  const time = `${hour}:${min}`;
  return kind === 'date' ? day : kind === 'time' ? time : `${day} ${time}`;
}

/** The text as a local `Date` (a time on `base`'s day), or undefined when it is not of that kind or no real day. */
export function parseWhen(kind: TWhenKind, text: string, base = new Date()): Date | undefined {
  const m = PATTERNS[kind].exec(text.trim());
  if (!m) return undefined;
  const n = m.slice(1).map(Number);
  const [y, mo, d, h, mi] = kind === 'time' ? [base.getFullYear(), base.getMonth() + 1, base.getDate(), n[0], n[1]] : [n[0], n[1], n[2], n[3] ?? 0, n[4] ?? 0];
  const date = new Date(y, mo - 1, d, h, mi);
  // `new Date` rolls 02-30 over into March and 25:00 into tomorrow: such text is no moment.
  const same = date.getMonth() === mo - 1 && date.getDate() === d && date.getHours() === h && date.getMinutes() === mi;
  return same ? date : undefined;
}

/** The wheel's range: the given bounds, else a century back (birthdays) to ten years ahead. */
export function whenRange(kind: TWhenKind, earliest?: string, latest?: string, now = new Date()): { min: Date; max: Date } {
  return {
    min: (earliest && parseWhen(kind, earliest, now)) || new Date(now.getFullYear() - 100, 0, 1),
    max: (latest && parseWhen(kind, latest, now)) || new Date(now.getFullYear() + 10, 11, 31, 23, 59),
  };
}

/** Where the wheel starts: the answer, else now, kept inside the range. */
export function wheelStart(kind: TWhenKind, value: string, range: { min: Date; max: Date }, now = new Date()): Date {
  const at = parseWhen(kind, value, now) ?? now;
  return at < range.min ? range.min : at > range.max ? range.max : at;
}
