import { useCallMutation } from '@quad/platform/shell/calls';
import { deleteFeed } from '../../contract';
import { feedReads } from './stale';

/** A feed deleted with its items and subscriptions. */
export const useDeleteFeed = () => useCallMutation(deleteFeed, { loading: true, invalidates: feedReads });
