import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listTopics } from '../../contract';

/** Topics, pinned first, a page at a time. */
export const useTopics = () => useInfiniteQuery(callPages(listTopics, {}));
