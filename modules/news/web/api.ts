import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryClient } from '@quad/platform/shell/query-client';
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
import { nextPage, PAGE_SIZE } from '@quad/platform/shell/paging';

export const useChannels = () => useQuery({ queryKey: ['news', 'channels'], queryFn: () => fetchData(listChannels, {}) });

/** One channel's published articles, a page at a time (infinite scroll). */
export const useArticles = (channel: string) =>
  useInfiniteQuery({
    queryKey: ['news', 'list', channel],
    queryFn: ({ pageParam }) => fetchData(listArticles, { channel, page: pageParam, size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
    enabled: channel !== '',
  });

/** Opening an article counts a view: the lists' numbers are stale afterwards. */
export const useArticle = (id: string) =>
  useQuery({
    queryKey: ['news', 'one', id],
    queryFn: async () => {
      const article = await fetchData(getArticle, { id });
      void queryClient.invalidateQueries({ queryKey: ['news', 'list'] });
      return article;
    },
    enabled: id !== '',
  });

export const useManagedChannels = () =>
  useQuery({ queryKey: ['news', 'manage', 'channels'], queryFn: () => fetchData(manageChannels, {}) });
export const useManagedArticles = () =>
  useQuery({ queryKey: ['news', 'manage', 'list'], queryFn: () => fetchData(manageArticles, { page: 1, size: 50 }) });

export const useFeeds = () => useQuery({ queryKey: ['rss', 'feeds'], queryFn: () => fetchData(listFeeds, {}) });
export const useFeedItems = () =>
  useInfiniteQuery({
    queryKey: ['rss', 'items'],
    queryFn: ({ pageParam }) => fetchData(listFeedItems, { page: pageParam, size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
export const useManagedFeeds = () => useQuery({ queryKey: ['rss', 'manage'], queryFn: () => fetchData(manageFeeds, {}) });

export async function setSubscribed(id: string, on: boolean): Promise<void> {
  const answer = await request(subscribeFeed, { id, on });
  if (answer.e === 0) await queryClient.invalidateQueries({ queryKey: ['rss'] });
}
