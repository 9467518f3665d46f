import { beforeAll, describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { siteDay } from '@quad/platform/server/time';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { loadDatasetRows, publicRows } from '@quad/datasets-engine/server';
import type { TDaySchedule, TFreeRooms, TRoomDay, TWeekSchedule } from '../contract';
import type { TTermCalendar } from '../contract-manage';
import { addDays, weekdayOf } from './calendar';
import { sectionsKind } from './kind';

type TBody<D> = { e: number; m: string; d: D & { errors?: Record<string, string> } };

const t = serverForFile(['admin', 'student', 'teacher', 'other', 'southAdmin', 'southStudent']);
const north = () => new SiteDb(t.platform.database.db, 'north');
const today = () => siteDay('Asia/Shanghai');

async function ask<D>(url: string, cookie = '', host: string = HOSTS.north, json?: unknown): Promise<TBody<D>> {
  return (await call(t.app, { url, cookie, host, ...(json === undefined ? {} : { json }) })).json();
}
const week = (cookie: string, query = 'as=student', host?: string) => ask<TWeekSchedule>(`/timetable/api/week?${query}`, cookie, host);
const day = (cookie: string, query = '', host?: string) => ask<TDaySchedule>(`/timetable/api/day?${query}`, cookie, host);
const sectionsOf = (b: TBody<{ classes: { section: string }[] }>) => [...new Set(b.d.classes.map((c) => c.section))].sort();

let calendar: TTermCalendar;
beforeAll(async () => {
  calendar = (await ask<TTermCalendar>('/timetable/api/manage/calendar', t.c.admin)).d;
});

describe('the week timetable', () => {
  it('shows the student this week of the demo term, with its days, periods and their own classes', async () => {
    const body = await week(t.c.student);
    expect(body.e, body.m).toBe(0);
    expect(body.d).toMatchObject({ state: 'term', currentWeek: 6, week: 6, weeks: 18 });
    expect(body.d.days).toHaveLength(7);
    expect(weekdayOf(body.d.days[0]!)).toBe(1);
    expect(body.d.days).toContain(today());
    expect(body.d.periods[0]).toEqual({ no: 1, start: '08:00', end: '08:45' });
    expect(body.d.classes.length).toBeGreaterThan(5);
    expect(body.d.classes.every((c) => c.role === 'student')).toBe(true);
    expect(body.d.classes.find((c) => c.from === 9)).toMatchObject({ start: '19:00', end: '20:40' });
    expect(body.d.updatedAt).toBeGreaterThan(0);
  });

  it('keeps to the 周次 of each section when switching weeks', async () => {
    const first = await week(t.c.student, 'as=student&week=1');
    const tenth = await week(t.c.student, 'as=student&week=10');
    const halves = (b: TBody<TWeekSchedule>) => b.d.classes.map((c) => c.weeks);
    expect(halves(first)).not.toContain('9-16');
    expect(halves(tenth)).not.toContain('1-8');
    expect(halves(first).filter((w) => w === '2-16双')).toHaveLength(0);
    expect(first.d.days[0]).toBe(calendar.terms[0]!.start);
  });

  it('shows a teacher the sections they teach, and a person only their own', async () => {
    const teaching = await week(t.c.teacher, 'as=teacher');
    expect(teaching.d.classes.length).toBeGreaterThan(0);
    expect(teaching.d.classes.every((c) => c.role === 'teacher' && c.teacher === '教师演示账号')).toBe(true);
    expect((await week(t.c.teacher, 'as=student')).d.classes).toEqual([]);
    expect((await week(t.c.student, 'as=teacher')).d.classes).toEqual([]);
    const mine = sectionsOf(await week(t.c.student, 'as=student&week=2'));
    const other = sectionsOf(await week(t.c.other, 'as=student&week=2'));
    expect(other.length).toBeGreaterThan(0);
    expect(other).not.toEqual(mine);
  });

  it('refuses bad input in Chinese and strangers', async () => {
    const bad = await week(t.c.student, 'as=principal');
    expect(bad.e).not.toBe(0);
    expect(bad.m).toMatch(/身份/);
    expect((await week(t.c.student, 'as=student&week=99')).m).toMatch(/周次不能大于30/);
    expect((await week('', 'as=student')).e).toBe(10013);
    expect((await day(t.c.student, 'date=2026-02-30')).m).toMatch(/日期不是有效的日期/);
  });
});

describe('a day of classes', () => {
  it('lists today with the evening elective and the minute now, both roles by default', async () => {
    const body = await day(t.c.student);
    expect(body.e, body.m).toBe(0);
    expect(body.d).toMatchObject({ date: today(), state: 'term', week: 6, weekday: weekdayOf(today()) });
    expect(body.d.nowMinute).toBeGreaterThanOrEqual(0);
    expect(body.d.classes.some((c) => c.section.startsWith('GE'))).toBe(true);
    expect(body.d.classes.every((c) => c.weekday === body.d.weekday)).toBe(true);
    const tomorrow = await day(t.c.student, `date=${addDays(today(), 1)}`);
    expect(tomorrow.d.nowMinute).toBe(-1);
  });

  it('has no classes in the holidays', async () => {
    const holiday = addDays(calendar.terms[0]!.start, 18 * 7 + 3);
    const body = await day(t.c.student, `date=${holiday}`);
    expect(body.d).toMatchObject({ state: 'vacation', term: calendar.terms[1]!.name, classes: [] });
  });
});

describe('free classrooms', () => {
  it('answers the rooms without a class in the asked periods, by building, to guests too', async () => {
    // This week's Monday: the demo's day classes meet on weekdays.
    const date = addDays(today(), 1 - weekdayOf(today()));
    const all = await ask<TRoomDay>(`/timetable/api/room-day?date=${date}`);
    expect(all.e, all.m).toBe(0);
    expect(all.d.rooms.length).toBe(80);
    expect(all.d.buildings.map((b) => b.building)).toEqual(expect.arrayContaining(['第一教学楼', '实验楼', '南区教学楼']));
    const busyInFirst = all.d.rooms.filter((r) => r.busy[0] !== '' || r.busy[1] !== '').map((r) => r.room);
    expect(busyInFirst.length).toBeGreaterThan(0);
    const free = await ask<TFreeRooms>(`/timetable/api/free-rooms?date=${date}&periods=1,2`);
    expect(free.e, free.m).toBe(0);
    expect(free.d.rooms.length).toBe(80 - busyInFirst.length);
    expect(free.d.rooms.map((r) => r.room)).not.toEqual(expect.arrayContaining([busyInFirst[0]]));
    const lab = await ask<TFreeRooms>(`/timetable/api/free-rooms?date=${date}&periods=3-4&building=${encodeURIComponent('实验楼')}`);
    expect(lab.d.rooms.every((r) => r.building === '实验楼' && r.type === '实验室')).toBe(true);
    expect((await ask<TFreeRooms>('/timetable/api/free-rooms')).e).toBe(0);
  });

  it('refuses periods that are not periods', async () => {
    expect((await ask('/timetable/api/free-rooms?periods=abc')).m).toMatch(/节次格式不正确/);
    const missing = await ask('/timetable/api/free-rooms?periods=13');
    expect(missing).toMatchObject({ e: 1, m: '没有第13节（校历共12节）' });
    expect((await ask('/timetable/api/free-rooms?periods=4-2')).e).toBe(1);
  });
});

describe('the term calendar', () => {
  it('is for administrators, checked and saved whole', async () => {
    expect((await ask('/timetable/api/manage/calendar', t.c.student)).e).toBe(10003);
    const tuesday = await ask('/timetable/api/manage/calendar/save', t.c.admin, HOSTS.north, { terms: [{ name: '秋季', start: addDays(calendar.terms[0]!.start, 1), weeks: 18 }], periods: calendar.periods });
    expect(tuesday.e).not.toBe(0);
    expect(JSON.stringify(tuesday)).toMatch(/第一周周一必须是星期一/);
    const overlap = await ask('/timetable/api/manage/calendar/save', t.c.admin, HOSTS.north, {
      terms: [calendar.terms[0], { name: '重叠', start: addDays(calendar.terms[0]!.start, 7), weeks: 4 }],
      periods: calendar.periods,
    });
    expect(JSON.stringify(overlap)).toMatch(/时间重叠/);
    const times = await ask('/timetable/api/manage/calendar/save', t.c.admin, HOSTS.north, { terms: [], periods: [{ start: '09:00', end: '08:00' }] });
    expect(JSON.stringify(times)).toMatch(/结束时间必须晚于开始时间/);
    // Moving the term a week later makes this week 第5周.
    const moved = { terms: [{ ...calendar.terms[0]!, start: addDays(calendar.terms[0]!.start, 7) }, calendar.terms[1]!], periods: calendar.periods };
    expect((await ask('/timetable/api/manage/calendar/save', t.c.admin, HOSTS.north, moved)).e).toBe(0);
    expect((await week(t.c.student)).d.currentWeek).toBe(5);
    expect((await ask('/timetable/api/manage/calendar/save', t.c.admin, HOSTS.north, calendar)).e).toBe(0);
    expect((await week(t.c.student)).d.currentWeek).toBe(6);
  });
});

describe('the calendar feed', () => {
  it('is made, served as RFC 5545 text with stable UIDs, and reset', async () => {
    expect((await ask<{ path: string }>('/timetable/api/feed', t.c.student)).d.path).toBe('');
    const made = await ask<{ path: string }>('/timetable/api/feed/reset', t.c.student, HOSTS.north, {});
    expect(made.d.path).toMatch(/^\/timetable\/ical\/[\w-]+\.ics$/);
    const res = await call(t.app, { url: made.d.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = res.body.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded.at(-1)).toBe('END:VCALENDAR');
    const events = unfolded.filter((l) => l === 'BEGIN:VEVENT').length;
    expect(events).toBeGreaterThan(50);
    expect(unfolded.filter((l) => l === 'END:VEVENT').length).toBe(events);
    const uids = unfolded.filter((l) => l.startsWith('UID:'));
    expect(new Set(uids).size).toBe(events);
    expect(unfolded.filter((l) => /^DTSTART:\d{8}T\d{6}Z$/.test(l))).toHaveLength(events);
    // 19:00 in Shanghai is 11:00 UTC: the evening electives.
    expect(unfolded.some((l) => /^DTSTART:\d{8}T110000Z$/.test(l))).toBe(true);
    expect((await call(t.app, { url: made.d.path })).body.split('\r\n').filter((l) => l.startsWith('UID:'))).toEqual(uids);
    // Another site does not know the token; a reset revokes it.
    expect((await call(t.app, { url: made.d.path, host: HOSTS.south })).statusCode).toBe(404);
    const again = await ask<{ path: string }>('/timetable/api/feed/reset', t.c.student, HOSTS.north, {});
    expect(again.d.path).not.toBe(made.d.path);
    expect((await call(t.app, { url: made.d.path })).statusCode).toBe(404);
    expect((await call(t.app, { url: '/timetable/ical/../../etc' })).statusCode).toBe(404);
    expect((await ask<{ path: string }>('/timetable/api/feed', t.c.other)).d.path).toBe('');
  });
});

describe('sites apart', () => {
  it('serves each site its own sections, rooms and calendar', async () => {
    const rows = await publicRows(north(), sectionsKind, { limit: 5000 });
    const changed = rows.map((r) => (r.section.startsWith('GE') ? { ...r, course: `北校专属${r.course}` } : r));
    const renamedThisWeek = async () => (await week(t.c.student)).d.classes.filter((c) => c.course.startsWith('北校专属')).length;
    expect(await renamedThisWeek()).toBe(0);
    expect((await loadDatasetRows(north(), sectionsKind, changed, { source: 'api', by: '' })).ok).toBe(true);
    expect((await day(t.c.student)).d.classes.some((c) => c.course.startsWith('北校专属'))).toBe(true);
    // The week, kept as text since the read above, follows the new catalog at once.
    expect(await renamedThisWeek()).toBeGreaterThan(0);
    const southDay = await day(t.c.southStudent, '', HOSTS.south);
    expect(southDay.e).toBe(0);
    expect(southDay.d.classes.some((c) => c.course.startsWith('北校专属'))).toBe(false);
    const southRooms = await ask<TRoomDay>('/timetable/api/room-day', '', HOSTS.south);
    expect(southRooms.d.rooms).toHaveLength(60);
    expect(southRooms.d.buildings.map((b) => b.building)).not.toContain('南区教学楼');
    // A session of one site is nobody on the other; each console reads its own calendar.
    expect((await week(t.c.southStudent)).e).toBe(10013);
    expect((await ask('/timetable/api/manage/calendar', t.c.southAdmin)).e).toBe(10013);
    const southCalendar = await ask<TTermCalendar>('/timetable/api/manage/calendar', t.c.southAdmin, HOSTS.south);
    expect(southCalendar.e).toBe(0);
  });

  it('refuses a sections file with a bad 周次, naming the row and column', async () => {
    const result = await loadDatasetRows(north(), sectionsKind, [{ section: 'X-01', course: '测试', weekday: 1, from: 1, to: 2, weeks: '1-99' }, { section: 'X-02', course: '测试', weekday: 8, from: 3, to: 2, weeks: '1-4' }], { source: 'api', by: '' });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 1, column: '周次', message: expect.stringContaining('超出范围') }),
        expect.objectContaining({ row: 2, column: '星期' }),
      ]),
    );
  });
});
