import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callKey, callQuery, invalidateCalls, useOpenedRecord } from './calls';
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

describe('useOpenedRecord', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const fetched = vi.fn(async () => new Response(JSON.stringify({ e: 0, m: '', d: { id: 'a', title: '考试安排' } })));
  afterEach(() => {
    queryClient.clear();
    fetched.mockClear();
  });

  it('reads the record under its call and input, then marks stale the lists opening it changed', async () => {
    vi.stubGlobal('fetch', fetched);
    queryClient.setQueryData(callKey(listNotices, { keyword: '' }), { list: [], total: 0 });
    const { result } = renderHook(() => useOpenedRecord(getNotice, { id: 'a' } as never, [listNotices]), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 'a', title: '考试安排' }));
    expect(queryClient.getQueryData(callKey(getNotice, { id: 'a' }))).toEqual({ id: 'a', title: '考试安排' });
    expect(queryClient.getQueryState(callKey(listNotices, { keyword: '' }))?.isInvalidated).toBe(true);
  });

  it('asks for nothing without an id', () => {
    vi.stubGlobal('fetch', fetched);
    const { result } = renderHook(() => useOpenedRecord(getNotice, { id: '' } as never, [listNotices]), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetched).not.toHaveBeenCalled();
  });
});
