import { useCallMutation } from '@quad/platform/shell/calls';
import { confirmNotice, getNotice, listNotices, pendingNotices } from '../../contract';

/** "I have read it" of a must-read notice; refusals are shown by the request itself. */
export const useConfirmNotice = () => useCallMutation(confirmNotice, { loading: true, invalidates: [getNotice, listNotices, pendingNotices] });
