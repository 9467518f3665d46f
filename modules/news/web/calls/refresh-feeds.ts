import { useCallMutation } from '@quad/platform/shell/calls';
import { refreshFeeds } from '../../contract';
import { feedReads } from './stale';

/** Fetching feeds now (one, or all). `quiet`: a fetch nobody asked for (right after adding) pops up no failure. */
export const useRefreshFeeds = (quiet = false) => useCallMutation(refreshFeeds, { loading: true, quiet, invalidates: feedReads });
