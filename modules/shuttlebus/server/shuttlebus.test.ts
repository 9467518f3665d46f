import { describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { uploadMultipart } from '@quad/platform/server/files/test-files';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import type { TBoard, TRouteDetail } from '../contract';
import { departuresKind } from './kind';
import { board, dayList, routeDetail } from './service';

type TBody<D> = { e: number; m: string; d: D & { errors?: Record<string, string> } };

const t = serverForFile(['admin', 'student', 'southAdmin']);
const north = () => new SiteDb(t.platform.database.db, 'north');
const ZONE = 'Asia/Shanghai';
/** A moment on the site's clock (Beijing time). */
const beijing = (when: string) => new Date(`${when}:00+08:00`);

async function ask<D>(path: string, query: Record<string, string> = {}, cookie = '', host: string = HOSTS.north): Promise<TBody<D>> {
  const search = new URLSearchParams(query).toString();
  return (await call(t.app, { url: `${path}${search ? `?${search}` : ''}`, cookie, host })).json();
}
const lineOf = (b: TBoard, route: string, from: string) => b.lines.find((l) => l.route === route && l.from === from)!;

describe('the next bus (the demo timetable, Beijing time)', () => {
  it('gives each line its next run from now, with minutes to go and the runs left', async () => {
    const wednesday = await board(north(), ZONE, {}, beijing('2026-11-25T08:05'));
    expect(wednesday).toMatchObject({ date: '2026-11-25', dayType: '工作日', now: '08:05' });
    expect(lineOf(wednesday, '1号线', '北校区')).toMatchObject({ to: '南校区', next: { departs: '08:30', at: '08:30', wait: 25 }, tomorrow: null, today: 31, left: 28 });
    // The loop runs every 20 minutes: 08:10 is next; soonest lines come first.
    expect(wednesday.lines[0]).toMatchObject({ route: '2号线', next: { departs: '08:10', wait: 5 } });
    // The weekend line to the station has no runs on a Wednesday.
    expect(lineOf(wednesday, '3号线', '北校区')).toMatchObject({ next: null, today: 0, left: 0 });
    expect(wednesday.stops).toEqual(expect.arrayContaining(['北校区北门', '图书馆', '科技园', '火车站北广场']));
  });

  it('waits at the stop asked about: the bus left earlier and reaches it later', async () => {
    const atPark = await board(north(), ZONE, { stop: '科技园' }, beijing('2026-11-25T08:05'));
    // 08:00 from 北校区 reaches 科技园 at 08:18.
    expect(lineOf(atPark, '1号线', '北校区').next).toMatchObject({ departs: '08:00', at: '08:18', wait: 13 });
    expect(atPark.lines.map((l) => l.route)).not.toContain('2号线');
  });

  it('says 今日已无班次 after the last bus and gives tomorrow’s first, by tomorrow’s kind of day', async () => {
    const late = await board(north(), ZONE, {}, beijing('2026-11-25T22:40'));
    expect(lineOf(late, '1号线', '北校区')).toMatchObject({ next: null, left: 0, tomorrow: { departs: '07:00', wait: 8 * 60 + 20 } });
    // Friday night: tomorrow is a Saturday, whose first run is 08:00.
    const friday = await board(north(), ZONE, {}, beijing('2026-11-27T22:40'));
    expect(lineOf(friday, '1号线', '北校区').tomorrow).toMatchObject({ departs: '08:00' });
  });

  it("crosses midnight: last night's late run is still the next bus after 00:00", async () => {
    const night = await board(north(), ZONE, { stop: '北校区北门' }, beijing('2026-11-26T00:05'));
    // 夜间专线 left 南校区 at 23:40 and reaches 北校区北门 at 00:15.
    expect(lineOf(night, '夜间专线', '南校区').next).toMatchObject({ departs: '23:40', at: '00:15', wait: 10 });
    const detail = await routeDetail(north(), ZONE, { route: '夜间专线' }, beijing('2026-11-25T12:00'));
    const last = detail.directions[0]!.timetables[0]!.departures.at(-1)!;
    expect(last.stops.at(-1)).toEqual({ name: '北校区北门', time: '00:15', nextDay: true });
  });

  it('runs the holiday timetable on a marked holiday, and the workday one on a weekend day worked', async () => {
    const national = await board(north(), ZONE, {}, beijing('2026-10-01T08:05'));
    expect(national).toMatchObject({ dayType: '节假日', dayNote: '国庆节' });
    expect(lineOf(national, '1号线', '北校区')).toMatchObject({ today: 3, next: { departs: '09:00' } });
    expect(lineOf(national, '2号线', '北校区北门').today).toBe(0);
    expect(lineOf(national, '夜间专线', '南校区').today).toBe(0);
    const worked = await board(north(), ZONE, {}, beijing('2026-10-10T08:05'));
    expect(worked).toMatchObject({ dayType: '工作日', dayNote: '国庆节调休上班' });
    expect(lineOf(worked, '2号线', '北校区北门').next).toMatchObject({ departs: '08:10' });
  });

  it('lists one direction’s day with the next run marked (the campus-to-campus tabs)', async () => {
    const day = await dayList(north(), ZONE, { from: '南校区', to: '北校区' }, beijing('2026-11-28T09:00'));
    expect(day.directions).toEqual(expect.arrayContaining([{ from: '北校区', to: '南校区' }, { from: '南校区', to: '北校区' }]));
    expect(day).toMatchObject({ from: '南校区', to: '北校区', dayType: '周末' });
    expect(day.departures[0]!.time).toBe('08:30');
    expect(day.departures.find((d) => d.id === day.nextId)?.time).toBe('09:30');
    const unknown = await dayList(north(), ZONE, { from: '月球', to: '火星' }, beijing('2026-11-28T23:59'));
    expect(unknown.from).toBe(day.directions[0]!.from);
    expect(unknown.departures.filter((d) => d.route === '1号线').length).toBeGreaterThan(0);
  });

  it("shows a route's stops and its 工作日 and 周末 timetables, 节假日 when it has holiday runs", async () => {
    const detail = await routeDetail(north(), ZONE, { route: '1号线' }, beijing('2026-11-25T08:05'));
    const there = detail.directions.find((d) => d.from === '北校区')!;
    expect(there.stops.map((s) => s.name)).toEqual(['北校区北门', '图书馆', '北校区南门', '科技园', '南校区东门', '南校区']);
    expect(there.timetables.map((x) => x.dayType)).toEqual(['工作日', '周末', '节假日']);
    expect(there.timetables.find((x) => x.dayType === '工作日')!.departures.find((d) => d.id === there.nextId)?.time).toBe('08:30');
    const loop = await routeDetail(north(), ZONE, { route: '2号线' }, beijing('2026-11-25T08:05'));
    expect(loop.directions[0]!.timetables.map((x) => [x.dayType, x.departures.length])).toEqual([
      ['工作日', 43],
      ['周末', 0],
    ]);
  });
});

describe('the calls', () => {
  it('answer guests: the board, a day and a route', async () => {
    const guest = await ask<TBoard>('/shuttlebus/api/board');
    expect(guest.e, guest.m).toBe(0);
    expect(guest.d.lines.length).toBeGreaterThanOrEqual(6);
    expect(guest.d.updatedAt).toBeGreaterThan(0);
    expect((await ask('/shuttlebus/api/day', { from: '北校区', to: '南校区' })).e).toBe(0);
    const route = await ask<TRouteDetail>('/shuttlebus/api/route', { route: '1号线' }, t.c.student);
    expect(route.d.directions).toHaveLength(2);
  });

  it("keep each site to its own timetable: another site's routes are not found", async () => {
    const south = await ask<TBoard>('/shuttlebus/api/board', {}, '', HOSTS.south);
    expect(south.d.lines.map((l) => `${l.route} ${l.from}→${l.to}`).sort()).toEqual(['1号线 主校区→大学城校区', '1号线 大学城校区→主校区']);
    const night = await ask('/shuttlebus/api/route', { route: '夜间专线' }, '', HOSTS.south);
    expect(night).toMatchObject({ e: 10004, m: '没有找到这条线路' });
    // A south administrator is nobody on north: cannot upload north's timetable.
    const crossed = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.southAdmin, name: '校车.csv', data: Buffer.from('线路,起点,终点,运行日,发车时间\n冒充线,甲,乙,每天,08:00\n'), fields: { kind: departuresKind.id } });
    expect(crossed.json().e).toBe(10013);
    expect((await ask('/shuttlebus/api/route', { route: '冒充线' })).e).toBe(10004);
  });

  it('refuse bad input with a Chinese message', async () => {
    const missing = await ask('/shuttlebus/api/route');
    expect(missing.e).toBe(10022);
    expect(missing.d.errors?.route).toBe('请填写线路');
    const long = await ask('/shuttlebus/api/board', { stop: '站'.repeat(41) });
    expect(long.d.errors?.stop).toBe('站点不能超过40个字');
  });

  it('refuse a bad timetable whole, each problem in Chinese, and keep serving the last one', async () => {
    const student = await uploadMultipart(t.app, { url: '/datasets/api/upload', cookie: t.c.student, name: '校车.csv', data: Buffer.from('线路\n1\n'), fields: { kind: departuresKind.id } });
    expect(student.json().e).toBe(10003);
    const bad = await loadDatasetRows(
      north(),
      departuresKind,
      [
        { route: '1号线', from: '北校区', to: '南校区', days: '每周', time: '7点半' },
        { route: '1号线', from: '北校区', to: '南校区', days: '工作日', time: '25:00' },
        { route: '1号线', from: '北校区', to: '南校区', days: '工作日', time: '08:00', stops: '北门(10) 南门(5)' },
      ],
      { source: 'api', by: 'u_test' },
    );
    expect(bad.ok).toBe(false);
    expect(bad.errors.map((e) => `${e.row} ${e.column} ${e.message}`)).toEqual([
      '1 运行日 运行日只能是工作日、周末、每天、节假日',
      '1 发车时间 发车时间格式不正确，请填写24小时制时间，如 07:30',
      '2 发车时间 发车时间格式不正确，请填写24小时制时间，如 07:30',
      '3 途经站点 站点“南门”的分钟数比前一站小，请按行车顺序填写',
    ]);
    expect((await ask<TBoard>('/shuttlebus/api/board')).d.failed).toBe(true);
    const role = await north().selectFrom('roles').select('grants').where('key', '=', 'site-admin').executeTakeFirstOrThrow();
    expect((JSON.parse(role.grants) as Record<string, { module: string[] }>).shuttlebus?.module).toContain('manage');
  });
});
