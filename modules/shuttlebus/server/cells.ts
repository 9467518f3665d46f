import { z } from 'zod';
import { asCell } from '@quad/datasets-engine/server';

const CLOCK = /^([01]?\d|2[0-3])[:：]([0-5]\d)$/;
/** Excel keeps a time as a fraction of a day, or (through a reader) as a date on 1899-12-30. */
const EXCEL_TIME = /^1899-12-3[01]T(\d\d):(\d\d)/;

/** `HH:MM` of a typed time (7:05, 07:05, 07：05) or an Excel time cell; undefined when it is not a time of day. */
export function clockOf(value: string): string | undefined {
  const typed = CLOCK.exec(value) ?? EXCEL_TIME.exec(value);
  if (typed) return `${typed[1]!.padStart(2, '0')}:${typed[2]}`;
  const fraction = Number(value);
  if (value !== '' && Number.isFinite(fraction) && fraction >= 0 && fraction < 1) {
    const minutes = Math.round(fraction * 1440) % 1440;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  return undefined;
}

/** A time of day, kept as `HH:MM`. */
export const clock = (title: string) =>
  z
    .preprocess(asCell, z.string({ error: `请填写${title}` }).trim().min(1, `请填写${title}`))
    .transform((value, ctx) => {
      const time = clockOf(value);
      if (!time) ctx.addIssue({ code: 'custom', message: `${title}格式不正确，请填写24小时制时间，如 07:30` });
      return time ?? value;
    })
    .describe(title);

/** Minutes since midnight of an `HH:MM`. */
export const minuteOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `HH:MM` of minutes since a midnight (past 24 h: the next day's clock). */
export const timeOf = (minute: number): string => {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
