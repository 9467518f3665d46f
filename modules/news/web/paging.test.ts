import { describe, expect, it } from 'vitest';
import { publishAtSeconds } from './paging';

describe('publishAtSeconds', () => {
  it("reads the date-time picker's value in local time and gives 0 (publish now) for none", () => {
    expect(publishAtSeconds('2030-01-02 03:04')).toBe(Math.floor(new Date(2030, 0, 2, 3, 4).getTime() / 1000));
    expect(publishAtSeconds('')).toBe(0);
    expect(publishAtSeconds('2030-02-30 03:04')).toBe(0);
  });
});
