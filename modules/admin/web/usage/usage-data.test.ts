import { describe, expect, it } from 'vitest';
import { daysBetween, pivotUsage } from './usage-data';

describe('usage table', () => {
  it('lists every day of a range, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('fills days without visits with zero and orders apps by total', () => {
    const table = pivotUsage(
      [
        { day: '2026-09-01', appkey: 'news', count: 2 },
        { day: '2026-09-03', appkey: 'news', count: 1 },
        { day: '2026-09-01', appkey: 'ncov', count: 5 },
        { day: '2026-08-31', appkey: 'news', count: 9 },
      ],
      '2026-09-01',
      '2026-09-03',
    );
    expect(table.days).toEqual(['2026-09-01', '2026-09-02', '2026-09-03']);
    expect(table.apps).toEqual(['ncov', 'news']);
    expect(table.series.get('news')).toEqual([2, 0, 1]);
    expect(table.totals).toEqual([7, 0, 1]);
  });
});
