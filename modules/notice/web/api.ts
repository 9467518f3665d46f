import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, useScrolledPages } from '@quad/platform/shell/paging';
import { queryClient, useOpenedRecord } from '@quad/platform/shell/query-client';
import { fetchData, request } from '@quad/platform/shell/request';
import { confirmNotice, getNotice, listNotices, pendingNotices } from '../contract';

/** Notices addressed to me (pinned first), a page at a time; the home page shows the first page's newest. */
export const useNotices = (keyword: string) =>
  useScrolledPages(['notice', 'list', keyword], (page) => fetchData(listNotices, { page, size: PAGE_SIZE, keyword: keyword || undefined }));

/** Opening a notice records the read receipt: lists are stale afterwards. */
export const useNotice = (id: string) =>
  useOpenedRecord(['notice', 'one', id], id, () => fetchData(getNotice, { id }), [['notice', 'list']]);

export const usePendingNotices = () => useQuery({ queryKey: ['notice', 'pending'], queryFn: () => fetchData(pendingNotices, {}) });

/** "I have read it": answers whether the server took it. */
export async function confirmRead(id: string): Promise<boolean> {
  const answer = await request(confirmNotice, { id }, { loading: true });
  if (answer.e !== 0) return false;
  await queryClient.invalidateQueries({ queryKey: ['notice'] });
  return true;
}
