import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listPublished } from '../../contract';

/** The site's published notices with read counts (publishers only), newest first, a page at a time. */
export const usePublishedNotices = () => useInfiniteQuery(callPages(listPublished, {}));
