import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listVideos } from '../../contract';

/** Published videos of a category ('' for all), a page at a time. */
export const useVideos = (category: string) => useInfiniteQuery(callPages(listVideos, { category: category || undefined }));
