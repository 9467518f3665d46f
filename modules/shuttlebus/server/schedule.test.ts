import { describe, expect, it } from 'vitest';
import { addDays, dayTypeOf, runsOn, type TMarkedDay } from './days';
import { firstDeparture, nextDeparture, runsLeft } from './next-departure';
import { parseStops } from './stops';

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** Runs leaving at these times; each reaches the stop `offset` minutes later. */
const runs = (...list: string[]) => list.map((time) => ({ time, minute: at(time) }));
const fromStart = () => 0;

describe('the next departure', () => {
  const day = runs('07:00', '07:30', '12:00', '22:00');

  it('is the first run still to leave, counting the minute it leaves', () => {
    expect(nextDeparture(day, [], at('06:10'), fromStart)).toMatchObject({ run: { time: '07:00' }, wait: 50 });
    expect(nextDeparture(day, [], at('07:01'), fromStart)).toMatchObject({ run: { time: '07:30' }, wait: 29 });
    expect(nextDeparture(day, [], at('07:30'), fromStart)).toMatchObject({ run: { time: '07:30' }, wait: 0 });
    expect(runsLeft(day, at('07:30'), fromStart)).toBe(3);
  });

  it('is none after the last bus: 今日已无班次, and tomorrow starts with its first run', () => {
    expect(nextDeparture(day, [], at('22:01'), fromStart)).toBeNull();
    expect(runsLeft(day, at('22:01'), fromStart)).toBe(0);
    expect(nextDeparture([], [], at('08:00'), fromStart)).toBeNull();
    expect(firstDeparture(runs('08:00', '06:40'), fromStart)).toMatchObject({ run: { time: '06:40' }, at: at('06:40') });
  });

  it('waits for the bus at a stop along the way, and skips runs that do not pass it', () => {
    const offset = (run: { time: string }) => (run.time === '12:00' ? null : 18);
    expect(nextDeparture(day, [], at('07:10'), offset)).toMatchObject({ run: { time: '07:00' }, at: at('07:18'), wait: 8 });
    expect(nextDeparture(day, [], at('07:50'), offset)).toMatchObject({ run: { time: '22:00' }, wait: at('22:18') - at('07:50') });
  });

  it("crosses midnight: yesterday's late run still on its way is the next bus after 00:00", () => {
    const late = runs('23:40');
    const offset = () => 35;
    // Left 23:40, at the last stop 00:15: at 00:02 it is 13 minutes away.
    expect(nextDeparture(runs('07:00'), late, at('00:02'), offset)).toMatchObject({ run: { time: '23:40' }, at: at('00:15'), wait: 13 });
    // Once it has passed, the morning's first run.
    expect(nextDeparture(runs('07:00'), late, at('00:20'), offset)).toMatchObject({ run: { time: '07:00' }, at: at('07:35') });
    // Before midnight the same run is today's, reaching the stop after midnight (wait past the day's end).
    expect(nextDeparture(late, [], at('23:50'), offset)).toMatchObject({ at: at('23:40') + 35, wait: 25 });
  });
});

describe('the kind of day', () => {
  const calendar = new Map<string, TMarkedDay>([
    ['2026-10-01', { dayType: '节假日', note: '国庆节' }],
    ['2026-10-10', { dayType: '工作日', note: '国庆节调休上班' }],
  ]);

  it('is the weekday unless the calendar marks it', () => {
    expect(dayTypeOf('2026-11-25', calendar)).toEqual({ dayType: '工作日', note: '' });
    expect(dayTypeOf('2026-11-28', calendar)).toEqual({ dayType: '周末', note: '' });
    expect(dayTypeOf('2026-11-29', calendar).dayType).toBe('周末');
    expect(dayTypeOf('2026-10-01', calendar)).toEqual({ dayType: '节假日', note: '国庆节' });
    expect(dayTypeOf('2026-10-10', calendar)).toEqual({ dayType: '工作日', note: '国庆节调休上班' });
  });

  it('runs 每天 on regular days only, and only 节假日 runs on a holiday', () => {
    expect(runsOn('每天', '工作日') && runsOn('每天', '周末')).toBe(true);
    expect(runsOn('每天', '节假日')).toBe(false);
    expect(runsOn('工作日', '周末') || runsOn('周末', '工作日')).toBe(false);
    expect(runsOn('节假日', '节假日')).toBe(true);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('reading a timetable file', () => {
  it('reads the stops with their minutes, and says what is wrong in Chinese', () => {
    expect(parseStops('北门(0) 图书馆（5） 南门(15分钟)').stops).toEqual([
      { name: '北门', minutes: 0 },
      { name: '图书馆', minutes: 5 },
      { name: '南门', minutes: 15 },
    ]);
    expect(parseStops('北门→图书馆→南门').stops.map((s) => s.minutes)).toEqual([null, null, null]);
    expect(parseStops('北门(10) 南门(5)').problem).toBe('站点“南门”的分钟数比前一站小，请按行车顺序填写');
    expect(parseStops('北门(0) (5)').problem).toMatch(/格式不正确/);
  });
});
