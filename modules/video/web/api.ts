import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPage, PAGE_SIZE } from '@quad/platform/shell/paging';
import { queryClient } from '@quad/platform/shell/query-client';
import { fetchData } from '@quad/platform/shell/request';
import { getVideo, listVideos, manageVideos, type TVideoStatus } from '../contract';

/** Published videos of a category ('' for all), a page at a time. */
export const useVideos = (category: string) =>
  useInfiniteQuery({
    queryKey: ['video', 'list', category],
    queryFn: ({ pageParam }) => fetchData(listVideos, { category: category || undefined, page: pageParam, size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
  });

/** Opening a video counts a view: the lists' numbers are stale afterwards. */
export const useVideo = (id: string) =>
  useQuery({
    queryKey: ['video', 'one', id],
    queryFn: async () => {
      const video = await fetchData(getVideo, { id });
      void queryClient.invalidateQueries({ queryKey: ['video', 'list'] });
      return video;
    },
    enabled: id !== '',
  });

export const useManagedVideos = (filter: { status?: TVideoStatus; keyword: string; page: number; size: number }) =>
  useQuery({
    queryKey: ['video', 'manage', filter],
    queryFn: () => fetchData(manageVideos, { ...filter, keyword: filter.keyword || undefined }),
  });

export const refreshVideos = () => queryClient.invalidateQueries({ queryKey: ['video'] });
