import { useInfiniteQuery } from '@tanstack/react-query';
import { callPages } from '@quad/platform/shell/calls';
import { manageArticles } from '../../contract';

/** The phone's list of articles with views (the site's to a publisher, one's own to a writer), a page at a time. */
export const useManagedArticles = () => useInfiniteQuery(callPages(manageArticles, {}));
