import { describe, expect, it } from 'vitest';
import { changeText, countCards, rowAction, rowsToChase, sharePercent, shareTone } from './view-model';

const row = (id: string, reported: number, audience: number, kind: 'department' | 'class' = 'department') => ({
  id,
  name: id,
  kind,
  audience,
  reported,
  missing: audience - reported,
  abnormal: 0,
});

describe('role page figures', () => {
  it('gives whole percents, none for an empty part of the school', () => {
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(5, 5)).toBe(100);
    expect(sharePercent(0, 0)).toBeUndefined();
  });

  it('colours progress by how much is reported', () => {
    expect([shareTone(30), shareTone(75), shareTone(95), shareTone(undefined)]).toEqual(['danger', 'warning', 'success', 'none']);
  });

  it('writes a change as field: before → after, with a dash for nothing', () => {
    expect(changeText({ param: 'tw', label: '今日体温', before: '36℃~36.5℃', after: '37.3℃~38℃' })).toBe('今日体温：36℃~36.5℃ → 37.3℃~38℃');
    expect(changeText({ param: 'gllx', label: '隔离方式', before: '', after: '居家隔离' })).toBe('隔离方式：— → 居家隔离');
  });

  it('shows the five counts, each but 应报 opening its list', () => {
    const cards = countCards({ audience: 10, reported: 7, missing: 3, late: 1, abnormal: 2 });
    expect(cards.map((c) => [c.key, c.value, c.status])).toEqual([
      ['audience', 10, undefined],
      ['reported', 7, 'reported'],
      ['missing', 3, 'missing'],
      ['late', 1, 'late'],
      ['abnormal', 2, 'abnormal'],
    ]);
  });

  it('drills into a department only on the graded page, and only one level', () => {
    expect(rowAction('fenji', row('d1', 1, 2), false)).toBe('drill');
    expect(rowAction('fenji', row('d1', 1, 2), true)).toBe('list');
    expect(rowAction('fenji', row('c1', 1, 2, 'class'), false)).toBe('list');
    expect(rowAction('leader', row('d1', 1, 2), false)).toBe('list');
    expect(rowAction('instructor', row('', 0, 2, 'class'), false)).toBe('none');
  });

  it('puts the least reported rows first and empty ones last', () => {
    expect(rowsToChase([row('a', 9, 10), row('empty', 0, 0), row('b', 1, 10), row('c', 5, 10)]).map((r) => r.id)).toEqual(['b', 'c', 'a', 'empty']);
  });
});
