import { z } from 'zod';
import { choiceColumn, dateColumn, defineDatasetKind, optionalTextColumn, textColumn, timeColumn } from '@quad/datasets-engine/server';
import { CALENDAR_KIND, DEPARTURES_KIND, RUN_DAYS } from '../contract';
import { parseStops } from './stops';

export const departureColumns = z.object({
  route: textColumn('线路', 40),
  from: textColumn('起点', 40),
  to: textColumn('终点', 40),
  days: choiceColumn('运行日', RUN_DAYS),
  time: timeColumn('发车时间'),
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

export const calendarColumns = z.object({
  date: dateColumn('日期'),
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
