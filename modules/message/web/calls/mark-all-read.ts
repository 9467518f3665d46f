import { useCallMutation } from '@quad/platform/shell/calls';
import { getMessage, listMessages, markAllRead, unreadCount } from '../../contract';

/** Every message marked read: the inbox, the badge and any message read before show it. */
export const useMarkAllRead = () => useCallMutation(markAllRead, { loading: true, invalidates: [listMessages, unreadCount, getMessage] });
