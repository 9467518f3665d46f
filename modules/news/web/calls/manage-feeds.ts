import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { manageFeeds } from '../../contract';

/** The site's feeds with their last fetch and error (feed managers). */
export const useManagedFeeds = () => useQuery(callQuery(manageFeeds, {}));
