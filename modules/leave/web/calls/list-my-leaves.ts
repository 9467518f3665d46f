import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listMyLeaves } from '../../contract';

/** My requests, newest first, a page at a time. */
export const useMyLeaves = () => useInfiniteQuery(callPages(listMyLeaves, {}));
