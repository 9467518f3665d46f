import { describe, expect, it } from 'vitest';
import { mergePages, nextPage } from './paging';

const page = (n: number, total: number) => ({ list: Array.from({ length: n }, (_, i) => ({ id: `${total}-${i}` })), total });

describe('nextPage', () => {
  it('asks for the next page while more are known', () => {
    expect(nextPage([page(10, 25)])).toBe(2);
    expect(nextPage([page(10, 25), page(10, 25)])).toBe(3);
  });
  it('stops at the end, on a short page and on nothing loaded', () => {
    expect(nextPage([page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
    expect(nextPage([page(10, 10)])).toBeUndefined();
    expect(nextPage([page(3, 40)])).toBeUndefined();
    expect(nextPage([])).toBeUndefined();
  });
});

describe('mergePages', () => {
  it('keeps each article once, in order', () => {
    expect(mergePages([{ list: [{ id: 'a' }, { id: 'b' }] }, { list: [{ id: 'b' }, { id: 'c' }] }]).map((a) => a.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('tells items apart by another key when told', () => {
    const people = [{ list: [{ uid: 'u1' }, { uid: 'u2' }] }, { list: [{ uid: 'u2' }, { uid: 'u3' }] }];
    expect(mergePages(people, (p) => p.uid).map((p) => p.uid)).toEqual(['u1', 'u2', 'u3']);
  });
});
