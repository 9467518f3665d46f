import { useQuery } from '@tanstack/react-query';
import { queryClient, useOpenedRecord } from '@quad/platform/shell/query-client';
import { fetchData, request } from '@quad/platform/shell/request';
import {
  getArticle,
  listArticles,
  listChannels,
  listFeedItems,
  listFeeds,
  manageArticles,
  manageChannels,
  manageFeeds,
  subscribeFeed,
} from '../contract';
import { PAGE_SIZE, useScrolledPages } from '@quad/platform/shell/paging';

export const useChannels = () => useQuery({ queryKey: ['news', 'channels'], queryFn: () => fetchData(listChannels, {}) });

/** One channel's published articles, a page at a time (infinite scroll). */
export const useArticles = (channel: string) =>
  useScrolledPages(['news', 'list', channel], (page) => fetchData(listArticles, { channel, page, size: PAGE_SIZE }), {
    enabled: channel !== '',
  });

/** Opening an article counts a view: the lists' numbers are stale afterwards. */
export const useArticle = (id: string) => useOpenedRecord(['news', 'one', id], id, () => fetchData(getArticle, { id }), [['news', 'list']]);

export const useManagedChannels = () =>
  useQuery({ queryKey: ['news', 'manage', 'channels'], queryFn: () => fetchData(manageChannels, {}) });
export const useManagedArticles = () =>
  useQuery({ queryKey: ['news', 'manage', 'list'], queryFn: () => fetchData(manageArticles, { page: 1, size: 50 }) });

export const useFeeds = () => useQuery({ queryKey: ['rss', 'feeds'], queryFn: () => fetchData(listFeeds, {}) });
export const useFeedItems = () => useScrolledPages(['rss', 'items'], (page) => fetchData(listFeedItems, { page, size: PAGE_SIZE }));
export const useManagedFeeds = () => useQuery({ queryKey: ['rss', 'manage'], queryFn: () => fetchData(manageFeeds, {}) });

export async function setSubscribed(id: string, on: boolean): Promise<void> {
  const answer = await request(subscribeFeed, { id, on });
  if (answer.e === 0) await queryClient.invalidateQueries({ queryKey: ['rss'] });
}
