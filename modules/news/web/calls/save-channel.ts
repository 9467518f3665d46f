import { useCallMutation } from '@quad/platform/shell/calls';
import { listArticles, listChannels, manageChannels, saveChannel } from '../../contract';

/** A new channel from the phone: the channel lists (and a channel's article list, which names it) are stale. */
export const useSaveChannel = () => useCallMutation(saveChannel, { loading: true, invalidates: [listChannels, manageChannels, listArticles] });
