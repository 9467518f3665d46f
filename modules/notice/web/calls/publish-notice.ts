import { useCallMutation } from '@quad/platform/shell/calls';
import { listNotices, listPublished, pendingNotices, publishNotice } from '../../contract';

/** Publishing from the phone: the publisher's list and the readers' lists are stale afterwards. */
export const usePublishNotice = () => useCallMutation(publishNotice, { loading: true, invalidates: [listPublished, listNotices, pendingNotices] });
