import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { pendingNotices } from '../../contract';

/** Must-read notices I have not confirmed yet (the tip page and the home page's card). */
export const usePendingNotices = () => useQuery(callQuery(pendingNotices, {}));
