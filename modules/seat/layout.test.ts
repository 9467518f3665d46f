import { describe, expect, it } from 'vitest';
import { adjacentPick, bestSeats, layoutMessage, zoneCounts, type TSeatLayout } from './shared/layout';

/** 3 rows of 6, an aisle after seat 3, row 1 前区, 2-1 a pillar. */
const hall: TSeatLayout = {
  rows: 3,
  cols: 6,
  aisles: [3],
  zones: [
    { key: 'front', name: '前区' },
    { key: 'back', name: '后区' },
  ],
  grid: ['000000', '.11111', '111111'],
};

describe('a seat layout', () => {
  it('counts the usable seats of each zone and finds what is wrong', () => {
    expect(zoneCounts(hall)).toEqual([6, 11]);
    expect(layoutMessage(hall)).toBe('');
    expect(layoutMessage({ ...hall, rows: 61 })).toBe('座位图最多60排、每排最多60座');
    expect(layoutMessage({ ...hall, grid: ['000000', '.11111'] })).toBe('座位图的排数不一致');
    expect(layoutMessage({ ...hall, grid: ['000000', '.11111', '111112'] })).toBe('座位图的格式不正确');
    expect(layoutMessage({ ...hall, aisles: [6] })).toBe('过道须在两列座位之间');
    expect(layoutMessage({ ...hall, grid: ['000000', '000000', '000000'] })).toBe('分区「后区」没有座位');
  });

  it('takes seats together only side by side in one row, never across an aisle', () => {
    expect(adjacentPick(hall, ['1-1'])).toBe(true);
    expect(adjacentPick(hall, ['1-2', '1-1'])).toBe(true);
    expect(adjacentPick(hall, ['1-1', '1-3'])).toBe(false);
    expect(adjacentPick(hall, ['1-3', '1-4'])).toBe(false);
    expect(adjacentPick(hall, ['1-1', '2-1'])).toBe(false);
  });

  it('chooses the adjacent free seats nearest the front middle', () => {
    expect(bestSeats(hall, 2, () => true)).toEqual(['1-2', '1-3']);
    expect(bestSeats(hall, 3, (key) => key !== '1-2')).toEqual(['1-4', '1-5', '1-6']);
    expect(bestSeats(hall, 4, () => true)).toEqual([]);
  });
});
