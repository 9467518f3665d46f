import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@quad/web/shell/request';
import { queryClient } from '@quad/web/shell/query-client';
import { getMessage, listMessages, unreadCount } from '../contract';

/** The first page of the inbox (50 newest; unread first when asked). */
export const useInbox = (unreadFirst: boolean) =>
  useQuery({ queryKey: ['message', 'list', unreadFirst], queryFn: () => fetchData(listMessages, { page: 1, size: 50, unreadFirst }) });

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
