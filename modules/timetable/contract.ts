import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { int, optionalText } from '@quad/contracts/fields';

/** The datasets engine's kinds this area declares (server/kind.ts): what the console uploads. */
export const SECTIONS_KIND = 'timetable.sections';
export const ENROLLMENTS_KIND = 'timetable.enrollments';
export const TEACHING_KIND = 'timetable.teaching';
export const ROOMS_KIND = 'timetable.rooms';
export const TIMETABLE_KINDS = [SECTIONS_KIND, ENROLLMENTS_KIND, TEACHING_KIND, ROOMS_KIND] as const;

/** Anyone, signed in or not: which rooms are free is public, as the school's own query page is. */
const anyone = callsFor('public');

/** A day of the site's calendar, `YYYY-MM-DD`. */
export const dayField = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式不正确，应为 YYYY-MM-DD`)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), `${label}不是有效的日期`)
    .describe(label);

/** Whose classes: a student's enrollments or a teacher's teaching (absent: both, as the home page shows them). */
export const ZScheduleRole = z.enum(['student', 'teacher'], { error: '身份只能是 student 或 teacher' }).describe('身份');
export type TScheduleRole = z.infer<typeof ZScheduleRole>;

/** One period of the day (节次) and its times, `HH:MM`. */
export const ZPeriod = z.object({ no: z.number(), start: z.string(), end: z.string() });
export type TPeriod = z.infer<typeof ZPeriod>;

/** Where the date stands in the term calendar: in a term, in the holidays between terms, or no calendar set. */
export const ZTermState = z.enum(['term', 'vacation', 'none']);

export const ZTermInfo = z.object({
  state: ZTermState,
  /** The term shown ('' when the school set no calendar). */
  term: z.string(),
  /** Its number of weeks (0 without a calendar). */
  weeks: z.number(),
  /** Today's week of the shown term (0 outside it). */
  currentWeek: z.number(),
});
export type TTermInfo = z.infer<typeof ZTermInfo>;

/** One meeting of a section on the timetable: a block of the week grid or a line of a day's list. */
export const ZClassMeeting = z.object({
  section: z.string(),
  code: z.string(),
  course: z.string(),
  teacher: z.string(),
  /** 1 = Monday … 7 = Sunday. */
  weekday: z.number(),
  from: z.number(),
  to: z.number(),
  /** The 周次 as the school wrote it (1-16, 1-15单…). */
  weeks: z.string(),
  campus: z.string(),
  building: z.string(),
  room: z.string(),
  /** The period times, '' when the calendar has no such period. */
  start: z.string(),
  end: z.string(),
  /** Whether the person takes the class or teaches it. */
  role: ZScheduleRole,
});
export type TClassMeeting = z.infer<typeof ZClassMeeting>;

const dataFreshness = {
  /** When the sections in use were loaded (Unix seconds, 0 when never): 数据更新于. */
  updatedAt: z.number(),
  /** The newest load of the sections failed after it. */
  failed: z.boolean(),
};

export const ZWeekSchedule = z.object({
  ...ZTermInfo.shape,
  ...dataFreshness,
  /** The week shown. */
  week: z.number(),
  /** Its seven days Monday first (`YYYY-MM-DD`), empty without a calendar. */
  days: z.array(z.string()),
  /** Today in the site's time zone (the column to mark). */
  today: z.string(),
  periods: z.array(ZPeriod),
  classes: z.array(ZClassMeeting),
});
export type TWeekSchedule = z.infer<typeof ZWeekSchedule>;

export const weekSchedule = signedIn.get('/timetable/api/week', '我的周课表：学生的选课或教师的授课，默认本周（按站点时区和校历）', {
  input: z.object({ as: ZScheduleRole, week: int('周次', 1, 30).optional() }),
  output: ZWeekSchedule,
});

export const ZDaySchedule = z.object({
  ...ZTermInfo.shape,
  ...dataFreshness,
  date: z.string(),
  /** The date's week of the term (0 outside a term). */
  week: z.number(),
  weekday: z.number(),
  /** Minutes since the site's midnight when the date is today, else -1: what "remaining" is measured from. */
  nowMinute: z.number(),
  periods: z.array(ZPeriod),
  classes: z.array(ZClassMeeting),
});
export type TDaySchedule = z.infer<typeof ZDaySchedule>;

export const daySchedule = signedIn.get('/timetable/api/day', '我某一天的课（默认今天）：学生、教师或两者', {
  input: z.object({ as: ZScheduleRole.optional(), date: dayField('日期').optional() }),
  output: ZDaySchedule,
});

export const ZFeedLink = z.object({
  /** The feed's path on this site's host ('' until made): anyone holding it reads the calendar. */
  path: z.string(),
});

export const myFeed = signedIn.get('/timetable/api/feed', '我的课表日历订阅地址（未生成时为空）', { output: ZFeedLink });
export const resetFeed = signedIn.post('/timetable/api/feed/reset', '生成或重置课表日历订阅地址（旧地址立即失效）', { output: ZFeedLink });

/** The feed page (`text/calendar`), by its secret. */
export const FEED_PATH_PREFIX = '/timetable/ical/';

export const ZRoom = z.object({ room: z.string(), building: z.string(), campus: z.string(), seats: z.number(), type: z.string() });
export type TRoom = z.infer<typeof ZRoom>;

export const ZBuilding = z.object({ campus: z.string(), building: z.string() });
export type TBuilding = z.infer<typeof ZBuilding>;

const roomPlace = {
  campus: optionalText('校区', 40),
  building: optionalText('教学楼', 40),
};

const ZRoomsHead = z.object({
  ...ZTermInfo.shape,
  ...dataFreshness,
  date: z.string(),
  week: z.number(),
  weekday: z.number(),
  periods: z.array(ZPeriod),
  /** Every campus and building with rooms, for the pickers. */
  buildings: z.array(ZBuilding),
});

export const ZFreeRooms = ZRoomsHead.extend({
  /** The periods the rooms are free in: those asked, else the one in progress or next (today) or 第1–2节. */
  periodsAsked: z.array(z.number()),
  rooms: z.array(ZRoom),
});
export type TFreeRooms = z.infer<typeof ZFreeRooms>;

/** Periods as `1,2` or `3-4`: the ones the room must be free in. */
const periodList = z
  .string({ error: '节次格式不正确' })
  .trim()
  .regex(/^\d{1,2}(-\d{1,2})?(,\d{1,2}(-\d{1,2})?)*$/, '节次格式不正确，如 1,2 或 3-4')
  .describe('节次');

export const freeRooms = anyone.get('/timetable/api/free-rooms', '空闲教室：某天某些节次无课的教室（按校区、教学楼筛选）', {
  input: z.object({ date: dayField('日期').optional(), periods: periodList.optional(), ...roomPlace }),
  output: ZFreeRooms,
});

export const ZRoomDay = ZRoomsHead.extend({
  /** Minutes since the site's midnight when the date is today, else -1. */
  nowMinute: z.number(),
  rooms: z.array(ZRoom.extend({ /** Per period (index 0 = 第1节): the course meeting there, '' when free. */ busy: z.array(z.string()) })),
});
export type TRoomDay = z.infer<typeof ZRoomDay>;

export const roomDay = anyone.get('/timetable/api/room-day', '教室一天的占用：每间教室每节课是否有课', {
  input: z.object({ date: dayField('日期').optional(), ...roomPlace }),
  output: ZRoomDay,
});
