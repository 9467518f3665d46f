import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listMessages } from '../../contract';

/** The inbox, newest first (unread first when asked), a page at a time. */
export const useInbox = (unreadFirst: boolean) => useInfiniteQuery(callPages(listMessages, { unreadFirst }));
