import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { unreadCount } from '../../contract';

/** How many of my messages are unread (the home page's badge). */
export const useUnreadCount = () => useQuery(callQuery(unreadCount, {}));
