import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagedInput, pageOf } from './paging';

describe('pagedInput', () => {
  it('defaults to page 1 of 20, takes form strings, and names the fields in Chinese when refused', () => {
    const input = pagedInput({ keyword: z.string().optional() });
    expect(input.parse({})).toEqual({ page: 1, size: 20 });
    expect(input.parse({ page: '2', size: '50', keyword: '考试' })).toEqual({ page: 2, size: 50, keyword: '考试' });
    expect(input.safeParse({ size: '51' }).error?.issues[0]?.message).toBe('每页条数不能大于50');
    expect(input.safeParse({ page: 'x' }).error?.issues[0]?.message).toBe('页码必须是整数');
    expect(input.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('页码不能小于1');
  });

  it('takes a list’s own largest and default page size', () => {
    const input = pagedInput({}, { maxSize: 100, defaultSize: 10 });
    expect(input.parse({})).toEqual({ page: 1, size: 10 });
    expect(input.parse({ size: 100 }).size).toBe(100);
    expect(input.safeParse({ size: 101 }).success).toBe(false);
  });
});

describe('pageOf', () => {
  it('answers a page of rows, the whole count and the call’s own fields', () => {
    const answer = pageOf(z.object({ id: z.string() }), { unread: z.number() });
    expect(answer.parse({ list: [{ id: 'a' }], total: 51, unread: 3 })).toEqual({ list: [{ id: 'a' }], total: 51, unread: 3 });
    expect(answer.safeParse({ list: [{ id: 'a' }], unread: 3 }).success).toBe(false);
  });
});
