import { describe, expect, it } from 'vitest';
import { callKey, callQuery, invalidateCalls } from './calls';
import { queryClient } from './query-client';

const listNotices = { method: 'GET', path: '/notice/wap/default/list' } as never;
const getNotice = { method: 'GET', path: '/notice/wap/default/get' } as never;

describe('server state by call', () => {
  it('keys an answer by the call and its input, so two inputs of one call are two answers', () => {
    expect(callQuery(getNotice, { id: 'a' } as never).queryKey).toEqual(['/notice/wap/default/get', { id: 'a' }]);
    expect(callKey(getNotice, { id: 'a' })).not.toEqual(callKey(getNotice, { id: 'b' }));
  });

  it('marks stale every answer of the calls a change names, and nothing else', async () => {
    queryClient.setQueryData(callKey(listNotices, { keyword: '' }), { list: [], total: 0 });
    queryClient.setQueryData(callKey(listNotices, { keyword: '考试' }), { list: [], total: 0 });
    queryClient.setQueryData(callKey(getNotice, { id: 'a' }), { id: 'a' });
    await invalidateCalls(listNotices);
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(callKey(listNotices, { keyword: '' }))).toBe(true);
    expect(stale(callKey(listNotices, { keyword: '考试' }))).toBe(true);
    expect(stale(callKey(getNotice, { id: 'a' }))).toBe(false);
  });
});
