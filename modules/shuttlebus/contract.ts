import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';

/** The timetable (public dataset kind): one row per departure of a route in one direction on one kind of day. */
export const DEPARTURES_KIND = 'shuttlebus.departures';
/** The holiday calendar (public dataset kind): dates the school marks 节假日, and weekend days made 工作日 (调休). */
export const CALENDAR_KIND = 'shuttlebus.calendar';

/** 运行日 as a timetable row says it: 每天 means every regular day (工作日 and 周末), never a marked 节假日. */
export const RUN_DAYS = ['工作日', '周末', '每天', '节假日'] as const;
export type TRunDays = (typeof RUN_DAYS)[number];
/** What kind of day a date is: by the weekday, unless the holiday calendar marks it. */
export const DAY_TYPES = ['工作日', '周末', '节假日'] as const;
export type TDayType = (typeof DAY_TYPES)[number];

/** Anyone, signed in or not: a shuttle timetable is public, as on the school's website. */
const anyone = callsFor('public');

export const ZStopTime = z.object({
  name: z.string(),
  /** `HH:MM` the bus passes the stop ('' when the timetable gives no minutes for it). */
  time: z.string(),
  /** The bus passes it after midnight (a late run): 次日. */
  nextDay: z.boolean(),
});

export const ZDeparture = z.object({
  /** Stable within a version: route, direction, run days and time. */
  id: z.string(),
  route: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.enum(RUN_DAYS),
  /** `HH:MM` from the first stop. */
  time: z.string(),
  stops: z.array(ZStopTime),
  vehicle: z.string(),
  note: z.string(),
});
export type TDeparture = z.infer<typeof ZDeparture>;

/** The day a page is about (the site's today) and the moment it was answered, in the site's time zone. */
const ZToday = {
  date: z.string(),
  dayType: z.enum(DAY_TYPES),
  /** The calendar's name for a marked day (国庆节, 调休上班), else ''. */
  dayNote: z.string(),
  /** `HH:MM` now in the site's time zone. */
  now: z.string(),
  /** When the timetable in use was loaded (Unix seconds, 0 when never): 数据更新于. */
  updatedAt: z.number(),
  /** The newest load failed after it: the page says the timetable may be out of date. */
  failed: z.boolean(),
};

export const ZNextRun = z.object({
  departureId: z.string(),
  /** `HH:MM` the bus leaves its first stop. */
  departs: z.string(),
  /** `HH:MM` the bus reaches the stop asked about (the first stop when none). */
  at: z.string(),
  /** Minutes from now until `at`. */
  wait: z.number(),
  vehicle: z.string(),
});
export type TNextRun = z.infer<typeof ZNextRun>;

export const ZLineBoard = z.object({
  route: z.string(),
  from: z.string(),
  to: z.string(),
  /** The next run today (at the stop asked about), or null: 今日已无班次. */
  next: ZNextRun.nullable(),
  /** When none is left today: tomorrow's first run (by tomorrow's kind of day), else null. */
  tomorrow: ZNextRun.nullable(),
  /** Runs of this line today, and how many are still to come. */
  today: z.number(),
  left: z.number(),
});
export type TLineBoard = z.infer<typeof ZLineBoard>;

export const ZBoard = z.object({
  ...ZToday,
  lines: z.array(ZLineBoard),
  /** Every stop of the timetable, in the order first met, for the stop filter. */
  stops: z.array(z.string()),
});
export type TBoard = z.infer<typeof ZBoard>;

export const ZDayList = z.object({
  ...ZToday,
  /** Campus-to-campus directions (起点→终点) in the timetable's order: the tabs. */
  directions: z.array(z.object({ from: z.string(), to: z.string() })),
  from: z.string(),
  to: z.string(),
  /** The direction's runs today, by time. */
  departures: z.array(ZDeparture),
  /** The next run to leave (''): none left today. */
  nextId: z.string(),
});
export type TDayList = z.infer<typeof ZDayList>;

export const ZTimetable = z.object({ dayType: z.enum(DAY_TYPES), departures: z.array(ZDeparture) });

export const ZRouteDetail = z.object({
  ...ZToday,
  route: z.string(),
  directions: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      /** The stops in order with their minutes from the first stop (from the first run that lists them). */
      stops: z.array(z.object({ name: z.string(), minutes: z.number().nullable() })),
      /** 工作日 and 周末 always, 节假日 when the timetable has holiday runs. */
      timetables: z.array(ZTimetable),
      /** Today's next run of this direction, '' when none is left. */
      nextId: z.string(),
    }),
  ),
});
export type TRouteDetail = z.infer<typeof ZRouteDetail>;

export const getBoard = anyone.get('/shuttlebus/api/board', '校车：各线路下一班车（可按站点筛选），今日已无班次时给出明日首班', {
  input: z.object({ stop: optionalText('站点', 40) }),
  output: ZBoard,
});

export const getDayList = anyone.get('/shuttlebus/api/day', '校区班车：某一方向（起点→终点）今日全部班次，标出下一班', {
  input: z.object({ from: optionalText('起点', 40), to: optionalText('终点', 40) }),
  output: ZDayList,
});

export const getRouteDetail = anyone.get('/shuttlebus/api/route', '线路详情：站点、工作日与周末时刻表、下一班车', {
  input: z.object({ route: text('线路', 40) }),
  output: ZRouteDetail,
  errors: [10004],
});
