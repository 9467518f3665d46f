import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { listFeedItems } from '../../contract';

/** New items of the feeds I subscribe to, a page at a time. */
export const useFeedItems = () => useInfiniteQuery(callPages(listFeedItems, {}));
