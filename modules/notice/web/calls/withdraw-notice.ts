import { useCallMutation } from '@quad/platform/shell/calls';
import { listNotices, listPublished, pendingNotices, withdrawNotice } from '../../contract';

/** Withdrawing a published notice from the phone: it leaves every list. */
export const useWithdrawNotice = () => useCallMutation(withdrawNotice, { loading: true, invalidates: [listPublished, listNotices, pendingNotices] });
