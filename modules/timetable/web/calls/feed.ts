import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { myFeed, resetFeed } from '../../contract';

/** My calendar feed's path ('' until made). */
export const useMyFeed = (enabled: boolean) => useQuery({ ...callQuery(myFeed, {}), enabled });

/** Makes a new feed address; the old one stops working. */
export const useResetFeed = () => useCallMutation(resetFeed, { invalidates: [myFeed] });
