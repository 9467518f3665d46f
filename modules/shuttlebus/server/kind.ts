import { z } from 'zod';
import { defineDatasetKind, choiceColumn, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { CALENDAR_KIND, DEPARTURES_KIND, RUN_DAYS } from '../contract';
import { clock } from './cells';
import { parseStops } from './stops';

export const departureColumns = z.object({
  route: textColumn('线路', 40),
  from: textColumn('起点', 40),
  to: textColumn('终点', 40),
  days: choiceColumn('运行日', RUN_DAYS),
  time: clock('发车时间'),
  stops: optionalTextColumn('途经站点', 500)
    .superRefine((cell, ctx) => {
      const problem = cell ? parseStops(cell).problem : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe('途经站点'),
  vehicle: optionalTextColumn('车型/车牌', 40),
  note: optionalTextColumn('备注', 100),
});
export type TDepartureRow = z.output<typeof departureColumns>;

/** The timetable: public (no person column); a run is its route, direction, run days and time. */
export const departuresKind = defineDatasetKind({
  id: DEPARTURES_KIND,
  owner: 'shuttlebus',
  title: '校车时刻表',
  columns: departureColumns,
  key: ['route', 'from', 'to', 'days', 'time'],
});

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** `YYYY-MM-DD` of a typed date (2026-10-01, 2026/10/1, 2026.10.01) or an Excel date read as ISO text. */
export function dateOf(value: string): string | undefined {
  const match = DATE.exec(value.replace(/[/.]/g, '-').replace(/T.*$/, ''));
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const calendarColumns = z.object({
  date: textColumn('日期', 20)
    .transform((value, ctx) => {
      const date = dateOf(value);
      if (!date) ctx.addIssue({ code: 'custom', message: '日期格式不正确，请填写如 2026-10-01' });
      return date ?? value;
    })
    .describe('日期'),
  dayType: choiceColumn('类型', ['节假日', '工作日'] as const),
  note: optionalTextColumn('说明', 40),
});
export type TCalendarRow = z.output<typeof calendarColumns>;

/** The holiday calendar: a 节假日 date runs only the 节假日 timetable; a 工作日 date (调休上班) the 工作日 one. */
export const calendarKind = defineDatasetKind({
  id: CALENDAR_KIND,
  owner: 'shuttlebus',
  title: '校车节假日安排',
  columns: calendarColumns,
  key: ['date'],
});
