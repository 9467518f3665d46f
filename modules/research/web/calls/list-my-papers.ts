import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listMyPapers } from '../../contract';

/** My registered papers, newest first, a page at a time. */
export const useMyPapers = () => useInfiniteQuery(callPages(listMyPapers, {}));
