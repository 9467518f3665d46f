import { describe, expect, it } from 'vitest';
import type { TCardLine } from '../contract';
import { categoryOf, monthRange, summarize } from './statistics';

const line = (at: number, amountFen: number, place: string): TCardLine => ({ id: `${at}`, at, amountFen, balanceFen: 0, place, kind: amountFen > 0 ? '充值' : '消费' });

describe('a month of card lines', () => {
  it('runs from Beijing midnight on the 1st to the last second of the month', () => {
    expect(monthRange('2026-02')).toEqual({ from: Date.UTC(2026, 0, 31, 16) / 1000, to: Date.UTC(2026, 1, 28, 16) / 1000 - 1, days: 28 });
    expect(monthRange('2028-02').days).toBe(29);
    expect(monthRange('2026-12').to).toBe(Date.UTC(2026, 11, 31, 16) / 1000 - 1);
  });

  it('puts a payment on its Beijing day, by kind of place and place; a top-up is not spending', () => {
    const { from } = monthRange('2026-05');
    const stats = summarize('2026-05', [
      line(from + 23 * 3600 + 59 * 60, -1250, '第一食堂'), // 23:59 on 1 May, Beijing
      line(from + 24 * 3600, -680, '校园超市'), // midnight: 2 May
      line(from + 24 * 3600 + 60, -450, '第一食堂'),
      line(from + 2 * 86_400, 10_000, '卡务中心'),
      line(from + 30 * 86_400 + 3600, -300, '学生浴室'),
      line(from + 30 * 86_400 + 7200, -99, '某个自助机'),
    ], false);
    expect(stats).toMatchObject({ spentFen: 2779, count: 5, toppedUpFen: 10_000, truncated: false });
    expect(stats.dailyFen).toHaveLength(31);
    expect(stats.dailyFen.slice(0, 3)).toEqual([1250, 1130, 0]);
    expect(stats.dailyFen[30]).toBe(399);
    expect(stats.categories).toEqual([
      { name: '餐饮', fen: 1700, count: 2 },
      { name: '购物', fen: 680, count: 1 },
      { name: '洗浴热水', fen: 300, count: 1 },
      { name: '其他', fen: 99, count: 1 },
    ]);
    expect(stats.places[0]).toEqual({ name: '第一食堂', fen: 1700, count: 2 });
  });

  it('names the kind of a place by the words it holds', () => {
    expect(['第二食堂', '清真餐厅', '教超便利店', '西区热水房', '宿舍电控', '图书馆文印室', '校医院药房', '校园班车', '图书馆'].map(categoryOf)).toEqual([
      '餐饮',
      '餐饮',
      '购物',
      '洗浴热水',
      '水电网费',
      '打印复印',
      '医疗',
      '交通',
      '图书',
    ]);
  });
});
