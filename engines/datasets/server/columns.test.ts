import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateColumn,
  integerColumn,
  moneyColumn,
  optionalDateColumn,
  optionalIntegerColumn,
  optionalMoneyColumn,
  timeColumn,
} from './columns';

/** What a column keeps of a cell, or the Chinese messages it refuses the cell with. */
function read(column: z.ZodType, cell: unknown): unknown {
  const parsed = column.safeParse(cell);
  return parsed.success ? parsed.data : { refused: parsed.error.issues.map((issue) => issue.message) };
}

describe('a date column', () => {
  const column = dateColumn('借出日期');

  it('keeps the day of every way schools, Excel and their systems write it as YYYY-MM-DD', () => {
    const written = [
      '2026-05-01',
      '2026/5/1',
      '2026.5.1',
      '2026年5月1日',
      '2026 年 5 月 1 日',
      ' 2026-5-1 ',
      '2026-05-01 08:00:00+08',
      '2026-05-01T00:00:00.000Z',
    ];
    for (const cell of written) expect(read(column, cell), cell).toBe('2026-05-01');
    expect(read(column, '2028-02-29')).toBe('2028-02-29');
  });

  it('refuses what is no real day, in Chinese with an example, and asks for an empty cell', () => {
    for (const cell of ['2026-02-30', '2026-13-01', '2026-5', '明天', '46143', '2026-05-01 上午', '2027-02-29']) {
      expect(read(column, cell), cell).toEqual({ refused: ['借出日期格式不正确，请填写如 2026-12-01 的日期'] });
    }
    for (const cell of ['', '  ', undefined]) expect(read(column, cell)).toEqual({ refused: ['请填写借出日期'] });
  });

  it('may be left empty when optional, and is checked when filled', () => {
    const optional = optionalDateColumn('发放日期');
    for (const cell of ['', ' ', undefined]) expect(read(optional, cell)).toBeUndefined();
    expect(read(optional, '2026/3/5')).toBe('2026-03-05');
    expect(read(optional, '2026-3-32')).toEqual({ refused: ['发放日期格式不正确，请填写如 2026-12-01 的日期'] });
  });

  it('is titled for the file header', () => {
    expect(column.description).toBe('借出日期');
    expect(optionalDateColumn('发放日期').description).toBe('发放日期');
  });
});

describe('a time column', () => {
  const column = timeColumn('发车时间');

  it('keeps times as typed and as Excel keeps them as HH:MM', () => {
    const cases = {
      '7:05': '07:05',
      '07:05': '07:05',
      '07：30': '07:30',
      '9 : 00': '09:00',
      '09:00:00': '09:00',
      '0.375': '09:00',
      '.5': '12:00',
      '0': '00:00',
    };
    for (const [cell, time] of Object.entries(cases)) expect(read(column, cell), cell).toBe(time);
    expect(read(column, '1899-12-30T06:45:00.000Z')).toBe('06:45');
    expect(read(column, 0.5)).toBe('12:00');
  });

  it('refuses what is no time of day with a 24-hour example, or the area’s own words', () => {
    for (const cell of ['24:00', '07:60', '7点', '1.5', '0.9999', '2026-05-01']) {
      expect(read(column, cell), cell).toEqual({ refused: ['发车时间格式不正确，请填写24小时制时间，如 07:30'] });
    }
    expect(read(column, '')).toEqual({ refused: ['请填写发车时间'] });
    const worded = timeColumn('开始时间', { message: '开始时间格式不正确，请填写如 09:00 的时间' });
    expect(read(worded, '25:00')).toEqual({ refused: ['开始时间格式不正确，请填写如 09:00 的时间'] });
    expect(worded.description).toBe('开始时间');
  });
});

describe('a money column', () => {
  const column = moneyColumn('金额');

  it('keeps yuan as integer cents, from text and from an API’s numbers, without float error', () => {
    const cases: [unknown, number][] = [
      ['1234.5', 123_450],
      ['0.07', 7],
      ['19.99', 1999],
      [' 100 ', 10_000],
      [1234.56, 123_456],
      [0, 0],
      ['999999999999.99', 99_999_999_999_999],
    ];
    for (const [cell, cents] of cases) expect(read(column, cell), String(cell)).toBe(cents);
  });

  it('refuses negative amounts, more than two decimals and words, and asks for an empty cell', () => {
    for (const cell of ['-5', '1.234', '1,000', '一百', '1e3', -1]) {
      expect(read(column, cell), String(cell)).toEqual({ refused: ['金额应为不小于0、最多两位小数的金额'] });
    }
    expect(read(column, '')).toEqual({ refused: ['请填写金额'] });
  });

  it('may be left empty when optional', () => {
    const optional = optionalMoneyColumn('在途/冻结');
    expect(read(optional, '')).toBeUndefined();
    expect(read(optional, '12.3')).toBe(1230);
    expect(optional.description).toBe('在途/冻结');
  });
});

describe('an integer column', () => {
  const column = integerColumn('年度', 2000, 2100);

  it('keeps whole numbers within its bounds, from text and from numbers', () => {
    expect(read(column, '2026')).toBe(2026);
    expect(read(column, ' 2000 ')).toBe(2000);
    expect(read(column, 2100)).toBe(2100);
  });

  it('names each refusal in Chinese', () => {
    expect(read(column, '明年')).toEqual({ refused: ['年度必须是数字'] });
    expect(read(column, '2026.5')).toEqual({ refused: ['年度必须是整数'] });
    expect(read(column, '1999')).toEqual({ refused: ['年度不能小于2000'] });
    expect(read(column, 2101)).toEqual({ refused: ['年度不能大于2100'] });
    expect(read(column, '')).toEqual({ refused: ['请填写年度'] });
  });

  it('may be left empty when optional', () => {
    const optional = optionalIntegerColumn('已续借次数', 0, 99);
    expect(read(optional, '')).toBeUndefined();
    expect(read(optional, '3')).toBe(3);
    expect(read(optional, '-1')).toEqual({ refused: ['已续借次数不能小于0'] });
    expect(optional.description).toBe('已续借次数');
  });
});
