import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listNotices } from '../../contract';

/** Notices addressed to me (pinned first), a page at a time; the home page shows the first page's newest. */
export const useNotices = (keyword: string) => useInfiniteQuery(callPages(listNotices, { keyword: keyword || undefined }));
