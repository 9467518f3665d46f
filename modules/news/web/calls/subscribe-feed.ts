import { useCallMutation } from '@quad/platform/shell/calls';
import { subscribeFeed } from '../../contract';
import { feedReads } from './stale';

/** Subscribing to a feed or leaving it: my feeds and items change. */
export const useSubscribeFeed = () => useCallMutation(subscribeFeed, { invalidates: feedReads });
