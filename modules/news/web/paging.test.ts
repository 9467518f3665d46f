import { describe, expect, it } from 'vitest';
import { localInputToSeconds, mergePages, nextPage, shareSigningUrl } from './paging';

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
});

describe('shareSigningUrl', () => {
  it('signs the entry page on iOS and the current page elsewhere', () => {
    const entry = 'https://x.edu/site/';
    const current = 'https://x.edu/site/news/detail?id=1';
    expect(shareSigningUrl(entry, current, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) wxwork/4')).toBe(entry);
    expect(shareSigningUrl(entry, current, 'Mozilla/5.0 (Linux; Android 14) wxwork/4')).toBe(current);
  });
});

describe('localInputToSeconds', () => {
  it('reads a datetime-local value and gives 0 for an empty one', () => {
    expect(localInputToSeconds('2030-01-02T03:04')).toBe(Math.floor(new Date(2030, 0, 2, 3, 4).getTime() / 1000));
    expect(localInputToSeconds('')).toBe(0);
  });
});
