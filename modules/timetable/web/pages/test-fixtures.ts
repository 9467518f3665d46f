import type { TClassMeeting, TDaySchedule, TPeriod, TRoomDay, TWeekSchedule } from '../../contract';

/** What the pages' tests serve: a Monday-first week of the demo term and its classes. */
export const PERIODS: TPeriod[] = [
  ['08:00', '08:45'], ['08:55', '09:40'], ['10:00', '10:45'], ['10:55', '11:40'], ['14:00', '14:45'], ['14:55', '15:40'],
].map(([start, end], i) => ({ no: i + 1, start: start!, end: end! }));

export const meeting = (over: Partial<TClassMeeting>): TClassMeeting => ({
  section: 'MATH1001-01',
  code: 'MATH1001',
  course: '高等数学A',
  teacher: '王建国',
  weekday: 1,
  from: 1,
  to: 2,
  weeks: '1-16',
  campus: '北校区',
  building: '第一教学楼',
  room: 'A101',
  start: '08:00',
  end: '09:40',
  role: 'student',
  ...over,
});

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

export function weekOf(week: number, over: Partial<TWeekSchedule> = {}): TWeekSchedule {
  const first = Date.parse('2026-11-23T00:00:00Z') + (week - 6) * 7 * 86_400_000;
  return {
    state: 'term',
    term: '2026-2027学年第一学期',
    weeks: 18,
    currentWeek: 6,
    week,
    days: DAYS.map((_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10)),
    today: '2026-11-24',
    periods: PERIODS,
    classes: week === 6 ? [meeting({}), meeting({ section: 'CS2001-01', course: '数据结构', weekday: 3, from: 3, to: 4, room: 'B203', start: '10:00', end: '11:40', weeks: '1-15单' })] : [],
    updatedAt: 1_790_000_000,
    failed: false,
    ...over,
  };
}

export function dayOf(date: string, over: Partial<TDaySchedule> = {}): TDaySchedule {
  return {
    state: 'term',
    term: '2026-2027学年第一学期',
    weeks: 18,
    currentWeek: 6,
    date,
    week: 6,
    weekday: 2,
    nowMinute: date === '2026-11-24' ? 10 * 60 : -1,
    periods: PERIODS,
    classes:
      date === '2026-11-24'
        ? [meeting({ weekday: 2 }), meeting({ section: 'CS2001-01', course: '数据结构', weekday: 2, from: 5, to: 6, room: 'B203', start: '14:00', end: '15:40' })]
        : [],
    updatedAt: 1_790_000_000,
    failed: false,
    ...over,
  };
}

export function roomDayOf(over: Partial<TRoomDay> = {}): TRoomDay {
  const room = (name: string, building: string, busy: string[]) => ({ room: name, building, campus: '北校区', seats: 120, type: '多媒体', busy });
  return {
    state: 'term',
    term: '2026-2027学年第一学期',
    weeks: 18,
    currentWeek: 6,
    date: '2026-11-24',
    week: 6,
    weekday: 2,
    nowMinute: 10 * 60 + 10,
    periods: PERIODS,
    buildings: [{ campus: '北校区', building: '第一教学楼' }, { campus: '北校区', building: '实验楼' }],
    rooms: [
      room('A101', '第一教学楼', ['', '', '', '', '线性代数', '线性代数']),
      room('A102', '第一教学楼', ['', '', '大学物理', '大学物理', '', '']),
      room('S101', '实验楼', ['', '', '', '', '', '']),
    ],
    updatedAt: 1_790_000_000,
    failed: false,
    ...over,
  };
}
