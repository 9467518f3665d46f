import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callKey } from '../calls';
import { queryClient } from '../query-client';
import { useConsoleMutation } from './use-call';

const saveTopic = { method: 'POST', path: '/topic/api/manage/save' } as never;
const manageTopics = { method: 'GET', path: '/topic/api/manage/list' } as never;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <App>{children}</App>
  </QueryClientProvider>
);
const answer = (body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body))));
const listStale = () => queryClient.getQueryState(callKey(manageTopics, { page: 1 }))?.isInvalidated;

afterEach(() => queryClient.clear());

describe('useConsoleMutation', () => {
  it('resolves with d, says so, and marks stale the calls it names', async () => {
    queryClient.setQueryData(callKey(manageTopics, { page: 1 }), { list: [], total: 0 });
    answer({ e: 0, m: '', d: { id: 't1' } });
    const { result } = renderHook(() => useConsoleMutation(saveTopic, { success: ({ title }: { title: string }) => `已保存${title}`, invalidates: [manageTopics] }), { wrapper });
    let done: unknown;
    await act(async () => void (done = await result.current.mutateAsync({ title: '食堂' } as never)));
    expect(done).toEqual({ id: 't1' });
    expect(await screen.findByText('已保存食堂')).toBeTruthy();
    expect(listStale()).toBe(true);
  });

  it('shows a refusal as the server said it, resolves undefined and leaves the list as it was', async () => {
    queryClient.setQueryData(callKey(manageTopics, { page: 1 }), { list: [], total: 0 });
    answer({ e: 10003, m: '话题标题不能为空', d: {} });
    const { result } = renderHook(() => useConsoleMutation(saveTopic, { invalidates: [manageTopics] }), { wrapper });
    let done: unknown = 'unset';
    await act(async () => void (done = await result.current.mutateAsync({ title: '' } as never)));
    expect(done).toBeUndefined();
    expect(await screen.findByText('话题标题不能为空')).toBeTruthy();
    expect(listStale()).toBe(false);
  });
});
