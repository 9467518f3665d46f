import type { TBoard, TDayList, TDeparture, TRouteDetail } from '../../contract';

/** A run as the server answers it, its stops 0, 18 and 35 minutes out. */
export function departure(time: string, route = '1号线', from = '北校区', to = '南校区', days: TDeparture['days'] = '工作日'): TDeparture {
  const at = (plus: number) => {
    const m = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + plus;
    return { time: `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`, nextDay: m >= 1440 };
  };
  return {
    id: `${route}|${from}|${to}|${days}|${time}`,
    route,
    from,
    to,
    days,
    time,
    stops: [
      { name: from, ...at(0) },
      { name: '科技园', ...at(18) },
      { name: to, ...at(35) },
    ],
    vehicle: '宇通大巴',
    note: '',
  };
}

export const TODAY = { date: '2026-11-25', dayType: '工作日' as const, dayNote: '', now: '08:05', updatedAt: 1_790_000_000, failed: false };

export const BOARD: TBoard = {
  ...TODAY,
  stops: ['北校区', '科技园', '南校区'],
  lines: [
    { route: '1号线', from: '北校区', to: '南校区', next: { departureId: 'a', departs: '08:30', at: '08:30', wait: 25, vehicle: '宇通大巴' }, tomorrow: null, today: 31, left: 28 },
    { route: '3号线', from: '北校区', to: '火车站', next: null, tomorrow: { departureId: 'b', departs: '08:30', at: '08:30', wait: 1465, vehicle: '' }, today: 0, left: 0 },
  ],
};

export const DAY: TDayList = {
  ...TODAY,
  directions: [
    { from: '北校区', to: '南校区' },
    { from: '南校区', to: '北校区' },
  ],
  from: '北校区',
  to: '南校区',
  departures: ['07:30', '08:00', '08:30', '09:00'].map((t) => departure(t)),
  nextId: departure('08:30').id,
};

export const DETAIL: TRouteDetail = {
  ...TODAY,
  route: '1号线',
  directions: [
    {
      from: '北校区',
      to: '南校区',
      stops: [
        { name: '北校区', minutes: 0 },
        { name: '科技园', minutes: 18 },
        { name: '南校区', minutes: 35 },
      ],
      timetables: [
        { dayType: '工作日', departures: ['07:30', '08:00', '08:30', '23:40'].map((t) => departure(t)) },
        { dayType: '周末', departures: ['09:00'].map((t) => departure(t, '1号线', '北校区', '南校区', '周末')) },
      ],
      nextId: departure('08:30').id,
    },
    { from: '南校区', to: '北校区', stops: [{ name: '南校区', minutes: 0 }], timetables: [{ dayType: '工作日', departures: [] }, { dayType: '周末', departures: [] }], nextId: '' },
  ],
};
