import { describe, expect, it } from 'vitest';
import { countReasons, rateByDayChart, rateByUnitChart, reasonsChart } from './stats-options';

const row = (key: string, name: string, rate: number, abnormal = 0) => ({ key, name, audience: 10, reported: Math.round(rate * 10), abnormal, rate });

describe('statistics charts', () => {
  it('draws the rate by day as percents, abnormal people on a second axis', () => {
    const chart = rateByDayChart([row('2026-11-20', '2026-11-20', 0.8, 1), row('2026-11-21', '2026-11-21', 0.955, 2)], { rate: '上报率', abnormal: '异常人数' });
    expect(chart.xAxis).toMatchObject({ data: ['11-20', '11-21'] });
    expect(chart.series).toEqual([
      expect.objectContaining({ type: 'line', name: '上报率', data: [80, 95.5] }),
      expect.objectContaining({ type: 'bar', name: '异常人数', yAxisIndex: 1, data: [1, 2] }),
    ]);
  });

  it('puts the least reported department on top', () => {
    const chart = rateByUnitChart([row('d1', '计算机学院', 0.9), row('d2', '外国语学院', 0.5)], '上报率');
    expect(chart.yAxis).toMatchObject({ data: ['外国语学院', '计算机学院'], inverse: true });
    expect(chart.series).toEqual([expect.objectContaining({ data: [50, 90] })]);
  });

  it('counts each reason once per person, most frequent first', () => {
    const reasons = countReasons([{ abnormal: ['发热', '症状'] }, { abnormal: ['发热', '发热'] }, { abnormal: [] }]);
    expect(reasons).toEqual([
      { reason: '发热', count: 2 },
      { reason: '症状', count: 1 },
    ]);
    expect(reasonsChart(reasons).series).toEqual([expect.objectContaining({ type: 'pie', data: [{ name: '发热', value: 2 }, { name: '症状', value: 1 }] })]);
  });
});
