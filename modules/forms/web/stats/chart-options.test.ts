import { describe, expect, it } from 'vitest';
import { answeredShare, choiceChart, defaultShape, perDayChart } from './chart-options';

const options = [
  { label: '男', count: 3 },
  { label: '女', count: 5 },
];

describe('statistics charts', () => {
  it('draws a few options as a pie of counts', () => {
    const chart = choiceChart(options, 'pie');
    expect(chart.series).toEqual([expect.objectContaining({ type: 'pie', data: [{ name: '男', value: 3 }, { name: '女', value: 5 }] })]);
  });

  it('draws options as bars, labels on the axis in form order', () => {
    const chart = choiceChart(options, 'bar');
    expect(chart.yAxis).toMatchObject({ type: 'category', data: ['男', '女'], inverse: true });
    expect(chart.series).toEqual([expect.objectContaining({ type: 'bar', data: [3, 5] })]);
  });

  it('chooses a pie only for a handful of options', () => {
    expect(defaultShape(options)).toBe('pie');
    expect(defaultShape(Array.from({ length: 7 }, (_, i) => ({ label: String(i), count: i })))).toBe('bar');
  });

  it('shows answers per day by month and day', () => {
    const chart = perDayChart([{ day: '2026-11-20', count: 4 }], '答卷数');
    expect(chart.xAxis).toMatchObject({ data: ['11-20'] });
    expect(chart.series).toEqual([expect.objectContaining({ name: '答卷数', data: [4] })]);
  });

  it('gives the answered share of the audience, when it is known', () => {
    expect(answeredShare(3, 4)).toBe(75);
    expect(answeredShare(5, 0)).toBeUndefined();
  });
});
