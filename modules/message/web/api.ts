import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPage, PAGE_SIZE } from '@quad/platform/shell/paging';
import { fetchData } from '@quad/platform/shell/request';
import { queryClient } from '@quad/platform/shell/query-client';
import { getMessage, listMessages, unreadCount } from '../contract';

/** The inbox, newest first (unread first when asked), a page at a time. */
export const useInbox = (unreadFirst: boolean) =>
  useInfiniteQuery({
    queryKey: ['message', 'list', unreadFirst],
    queryFn: ({ pageParam }) => fetchData(listMessages, { page: pageParam, size: PAGE_SIZE, unreadFirst }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
  });

export const useUnreadCount = () => useQuery({ queryKey: ['message', 'unread'], queryFn: () => fetchData(unreadCount, {}) });

/** Opening a message marks it read, so the lists and the badge are stale afterwards. */
export const useMessage = (id: string) =>
  useQuery({
    queryKey: ['message', 'one', id],
    queryFn: async () => {
      const message = await fetchData(getMessage, { id });
      void queryClient.invalidateQueries({ queryKey: ['message', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['message', 'unread'] });
      return message;
    },
    enabled: id !== '',
  });

export const refreshInbox = () => queryClient.invalidateQueries({ queryKey: ['message'] });
