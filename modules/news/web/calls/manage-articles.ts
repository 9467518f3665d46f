import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { manageArticles } from '../../contract';

/** The phone's list of articles with views: the site's to a publisher, one's own to a writer. */
export const useManagedArticles = () => useQuery(callQuery(manageArticles, { page: 1, size: 50 }));
