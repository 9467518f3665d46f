import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, useScrolledPages } from '@quad/platform/shell/paging';
import { fetchData } from '@quad/platform/shell/request';
import { queryClient, useOpenedRecord } from '@quad/platform/shell/query-client';
import { getMessage, listMessages, unreadCount } from '../contract';

/** The inbox, newest first (unread first when asked), a page at a time. */
export const useInbox = (unreadFirst: boolean) =>
  useScrolledPages(['message', 'list', unreadFirst], (page) => fetchData(listMessages, { page, size: PAGE_SIZE, unreadFirst }));

export const useUnreadCount = () => useQuery({ queryKey: ['message', 'unread'], queryFn: () => fetchData(unreadCount, {}) });

/** Opening a message marks it read, so the lists and the badge are stale afterwards. */
export const useMessage = (id: string) =>
  useOpenedRecord(['message', 'one', id], id, () => fetchData(getMessage, { id }), [
    ['message', 'list'],
    ['message', 'unread'],
  ]);

export const refreshInbox = () => queryClient.invalidateQueries({ queryKey: ['message'] });
