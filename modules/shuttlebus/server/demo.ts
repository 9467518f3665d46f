import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import type { TRunDays } from '../contract';
import { calendarKind, departuresKind } from './kind';

type TDemoRun = { route: string; from: string; to: string; days: TRunDays; time: string; stops: string; vehicle?: string; note?: string };

/** Every `every` minutes from `first` to `last` (HH:MM), as a timetable lists a regular service. */
function times(first: string, last: string, every: number): string[] {
  const minute = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const list: string[] = [];
  for (let m = minute(first); m <= minute(last); m += every) list.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return list;
}

const runs = (line: Omit<TDemoRun, 'time' | 'days'>, days: TRunDays, at: string[]): TDemoRun[] => at.map((time) => ({ ...line, days, time }));

/**
 * North has two campuses 12 km apart and runs four lines: the campus shuttle both ways (every 30
 * minutes on workdays, hourly at weekends, a few on holidays), a loop of the north campus, a weekend
 * line to the railway station, and a late line whose last stops are past midnight. The other sites
 * run one line between their campus and its second site.
 */
function demoRuns(siteId: string): TDemoRun[] {
  if (siteId !== 'north') {
    const [campus, other] = siteId === 'east' ? ['主校区', '科技园'] : ['主校区', '大学城校区'];
    const there = { route: '1号线', from: campus, to: other, stops: `${campus}正门(0) 地铁站(10) ${other}(25)`, vehicle: '大巴 45座' };
    const back = { route: '1号线', from: other, to: campus, stops: `${other}(0) 地铁站(15) ${campus}正门(25)`, vehicle: '大巴 45座' };
    return [
      ...runs(there, '工作日', times('07:00', '21:00', 60)),
      ...runs(back, '工作日', times('07:40', '21:40', 60)),
      ...runs(there, '周末', ['08:00', '12:00', '17:00']),
      ...runs(back, '周末', ['09:00', '13:00', '18:00']),
    ];
  }
  const toSouth = { route: '1号线', from: '北校区', to: '南校区', stops: '北校区北门(0) 图书馆(3) 北校区南门(6) 科技园(18) 南校区东门(30) 南校区(35)', vehicle: '宇通大巴 陕A·D2301' };
  const toNorth = { route: '1号线', from: '南校区', to: '北校区', stops: '南校区(0) 南校区东门(5) 科技园(17) 北校区南门(29) 图书馆(32) 北校区北门(35)', vehicle: '宇通大巴 陕A·D2302' };
  const loop = { route: '2号线', from: '北校区北门', to: '北校区北门', stops: '北校区北门(0) 图书馆(3) 第一教学楼(6) 体育馆(9) 学生公寓(12) 北校区北门(16)', vehicle: '电瓶车 14座', note: '校内环线，免费乘坐' };
  const toStation = { route: '3号线', from: '北校区', to: '火车站', stops: '北校区北门(0) 北校区南门(4) 火车站北广场(40)', vehicle: '中巴 33座', note: '周五不开行，节假日见另行通知' };
  const fromStation = { route: '3号线', from: '火车站', to: '北校区', stops: '火车站北广场(0) 北校区南门(36) 北校区北门(40)', vehicle: '中巴 33座' };
  const night = { route: '夜间专线', from: '南校区', to: '北校区', stops: '南校区(0) 南校区东门(5) 科技园(17) 北校区南门(29) 北校区北门(35)', vehicle: '中巴 33座', note: '晚自习后加开，末站过零点' };
  return [
    ...runs(toSouth, '工作日', times('07:00', '22:00', 30)),
    ...runs(toNorth, '工作日', times('07:15', '22:15', 30)),
    ...runs(toSouth, '周末', times('08:00', '20:00', 60)),
    ...runs(toNorth, '周末', times('08:30', '20:30', 60)),
    ...runs(toSouth, '节假日', ['09:00', '13:00', '17:00']),
    ...runs(toNorth, '节假日', ['10:00', '14:00', '18:00']),
    ...runs(loop, '工作日', times('07:30', '21:30', 20)),
    ...runs(toStation, '周末', ['08:30', '14:30']),
    ...runs(fromStation, '周末', ['11:00', '18:30']),
    ...runs(night, '每天', ['23:10', '23:40']),
  ];
}

/** National holidays as a school marks them (and the weekend days worked in exchange). */
const CALENDAR = [
  ...['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'].map((date) => ({ date, dayType: '节假日', note: '国庆节' })),
  { date: '2026-10-10', dayType: '工作日', note: '国庆节调休上班' },
  { date: '2027-01-01', dayType: '节假日', note: '元旦' },
  ...['2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09', '2027-02-10', '2027-02-11', '2027-02-12'].map((date) => ({ date, dayType: '节假日', note: '春节' })),
];

/** The demo site's timetable and holiday calendar, loaded as the engine's first versions (as an administrator's upload would). */
export async function seedShuttlebusDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const by = admin?.id ?? '';
  const timetable = await loadDatasetRows(siteDb, departuresKind, demoRuns(site.id), { source: 'upload', by });
  if (!timetable.ok) throw new Error(`shuttlebus demo: ${timetable.message}`);
  const calendar = await loadDatasetRows(siteDb, calendarKind, CALENDAR, { source: 'upload', by });
  if (!calendar.ok) throw new Error(`shuttlebus demo calendar: ${calendar.message}`);
}
