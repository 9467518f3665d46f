import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listMyProjects } from '../../contract';

/** My declarations, newest first, a page at a time. */
export const useMyProjects = () => useInfiniteQuery(callPages(listMyProjects, {}));
