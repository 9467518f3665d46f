import { describe, expect, it } from 'vitest';
import { localInputToSeconds } from './paging';

describe('localInputToSeconds', () => {
  it('reads a datetime-local value and gives 0 for an empty one', () => {
    expect(localInputToSeconds('2030-01-02T03:04')).toBe(Math.floor(new Date(2030, 0, 2, 3, 4).getTime() / 1000));
    expect(localInputToSeconds('')).toBe(0);
  });
});
