import { infiniteQueryOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CallContract, TCallInput, TCallOutput } from '@quad/contracts/call';
import { nextPage, PAGE_SIZE } from './paging';
import { queryClient } from './query-client';
import { fetchData, type TRequestOptions } from './request';

/**
 * Server state by call: a page never writes a query key of its own. A call's answers are cached
 * under its path, then its input, so "everything this call answered" is one prefix to invalidate.
 */
export const callKey = (call: CallContract, input?: unknown): unknown[] => (input === undefined ? [call.path] : [call.path, input]);

/** What `useQuery` needs to read one call: its key and the request (`enabled`, `select`… may be added). */
export const callQuery = <C extends CallContract>(call: C, input: TCallInput<C>, options?: TRequestOptions) =>
  queryOptions({ queryKey: callKey(call, input), queryFn: (): Promise<TCallOutput<C>> => fetchData(call, input, options) });

/** A list read a page at a time as the reader scrolls (`useInfiniteQuery`): the call takes `page` and `size`. */
export const callPages = <C extends CallContract>(call: C, input: Omit<TCallInput<C>, 'page' | 'size'>, size = PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: callKey(call, { ...input, size }),
    queryFn: ({ pageParam }) => fetchData(call, { ...input, page: pageParam, size } as TCallInput<C>),
    initialPageParam: 1,
    // A paged call answers { list, total } (pageOf in the contracts).
    getNextPageParam: (_last, pages) => nextPage(pages as { list: unknown[]; total: number }[], size),
  });

/** Marks every cached answer of these calls stale (open screens read them again). */
export const invalidateCalls = (...calls: CallContract[]): Promise<void> =>
  Promise.all(calls.map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) }))).then(() => undefined);

/**
 * One record by its id, asked for only when there is one. Opening a record changes what lists show
 * (a view counted, a read mark), so the `stale` calls are marked stale once it has been read.
 */
export function useOpenedRecord<C extends CallContract>(call: C, input: TCallInput<C> & { id: string }, stale: CallContract[]) {
  return useQuery({
    queryKey: callKey(call, input),
    queryFn: async (): Promise<TCallOutput<C>> => {
      const record = await fetchData(call, input);
      void invalidateCalls(...stale);
      return record;
    },
    enabled: input.id !== '',
  });
}

/**
 * A change made through one call (`useMutation`): resolves with `d`, fails with the server's refusal
 * as a `RequestError` (its message is the server's Chinese text), and on success marks stale what the
 * change made out of date. A network failure pops up 网络错误: there is no screen to replace.
 */
export function useCallMutation<C extends CallContract>(call: C, { invalidates = [], ...options }: { invalidates?: CallContract[] } & TRequestOptions = {}) {
  return useMutation({
    mutationFn: (input: TCallInput<C>) => fetchData(call, input, { networkScreen: false, ...options }),
    onSuccess: () => invalidateCalls(...invalidates),
  });
}
