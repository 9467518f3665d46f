import { describe, expect, it } from 'vitest';
import { meetsInWeek, parseWeeks } from './weeks';

const weeksOf = (text: string) => {
  const parsed = parseWeeks(text);
  if (!('mask' in parsed)) throw new Error(parsed.problem);
  return Array.from({ length: 30 }, (_, i) => i + 1).filter((w) => meetsInWeek(parsed.mask, w));
};

describe('周次', () => {
  it('reads ranges, lists, odd and even weeks as schools write them', () => {
    expect(weeksOf('1-4')).toEqual([1, 2, 3, 4]);
    expect(weeksOf('1-3,5-6')).toEqual([1, 2, 3, 5, 6]);
    expect(weeksOf('1-7单')).toEqual([1, 3, 5, 7]);
    expect(weeksOf('2-8双')).toEqual([2, 4, 6, 8]);
    expect(weeksOf('1-4周，9')).toEqual([1, 2, 3, 4, 9]);
    expect(weeksOf(' 3 ')).toEqual([3]);
    expect(weeksOf('1-5(单)')).toEqual([1, 3, 5]);
  });

  it('refuses what is not a week list, in Chinese', () => {
    expect(parseWeeks('')).toEqual({ problem: '请填写周次' });
    expect(parseWeeks('全学期')).toMatchObject({ problem: expect.stringContaining('格式不正确') });
    expect(parseWeeks('1-99')).toMatchObject({ problem: expect.stringContaining('超出范围') });
    expect(parseWeeks('8-3')).toMatchObject({ problem: expect.stringContaining('结束周早于开始周') });
    expect(parseWeeks('2-2单')).toMatchObject({ problem: expect.stringContaining('不含任何一周') });
    expect(parseWeeks('0-4')).toMatchObject({ problem: expect.stringContaining('超出范围') });
  });
});
