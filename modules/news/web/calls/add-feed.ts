import { useCallMutation } from '@quad/platform/shell/calls';
import { addFeed } from '../../contract';
import { feedReads } from './stale';

/** A feed added by its manager. */
export const useAddFeed = () => useCallMutation(addFeed, { loading: true, invalidates: feedReads });
