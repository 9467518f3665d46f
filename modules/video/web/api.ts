import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, useScrolledPages } from '@quad/platform/shell/paging';
import { queryClient, useOpenedRecord } from '@quad/platform/shell/query-client';
import { fetchData } from '@quad/platform/shell/request';
import { getVideo, listVideos, manageVideos, type TVideoStatus } from '../contract';

/** Published videos of a category ('' for all), a page at a time. */
export const useVideos = (category: string) =>
  useScrolledPages(['video', 'list', category], (page) =>
    fetchData(listVideos, { category: category || undefined, page, size: PAGE_SIZE }),
  );

/** Opening a video counts a view: the lists' numbers are stale afterwards. */
export const useVideo = (id: string) => useOpenedRecord(['video', 'one', id], id, () => fetchData(getVideo, { id }), [['video', 'list']]);

export const useManagedVideos = (filter: { status?: TVideoStatus; keyword: string; page: number; size: number }) =>
  useQuery({
    queryKey: ['video', 'manage', filter],
    queryFn: () => fetchData(manageVideos, { ...filter, keyword: filter.keyword || undefined }),
  });

export const refreshVideos = () => queryClient.invalidateQueries({ queryKey: ['video'] });
