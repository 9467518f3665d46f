import { useOpenedRecord } from '@quad/platform/shell/calls';
import { getNotice, listNotices, pendingNotices } from '../../contract';

/** Opening a notice records the read receipt: my lists are stale afterwards. */
export const useNotice = (id: string) => useOpenedRecord(getNotice, { id }, [listNotices, pendingNotices]);
