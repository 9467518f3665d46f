import { useOpenedRecord } from '@quad/platform/shell/calls';
import { getMessage, listMessages, unreadCount } from '../../contract';

/** Opening a message marks it read, so the lists and the badge are stale afterwards. */
export const useMessage = (id: string) => useOpenedRecord(getMessage, { id }, [listMessages, unreadCount]);
