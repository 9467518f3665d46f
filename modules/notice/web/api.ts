import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPage, PAGE_SIZE } from '@quad/platform/shell/paging';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData, request } from '@quad/platform/shell/request';
import { confirmNotice, getNotice, listNotices, pendingNotices } from '../contract';

/** Notices addressed to me (pinned first), a page at a time; the home page shows the first page's newest. */
export const useNotices = (keyword: string) =>
  useInfiniteQuery({
    queryKey: ['notice', 'list', keyword],
    queryFn: ({ pageParam }) => fetchData(listNotices, { page: pageParam, size: PAGE_SIZE, keyword: keyword || undefined }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
  });

/** Opening a notice records the read receipt: lists are stale afterwards. */
export const useNotice = (id: string) =>
  useQuery({
    queryKey: ['notice', 'one', id],
    queryFn: async () => {
      const notice = await fetchData(getNotice, { id });
      void queryClient.invalidateQueries({ queryKey: ['notice', 'list'] });
      return notice;
    },
    enabled: id !== '',
  });

export const usePendingNotices = () => useQuery({ queryKey: ['notice', 'pending'], queryFn: () => fetchData(pendingNotices, {}) });

/** "I have read it": answers whether the server took it. */
export async function confirmRead(id: string): Promise<boolean> {
  const answer = await request(confirmNotice, { id }, { loading: true });
  if (answer.e !== 0) return false;
  await queryClient.invalidateQueries({ queryKey: ['notice'] });
  return true;
}
