import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { myWorkload } from '../../contract';

/** My workload points by year. */
export const useMyWorkload = () => useQuery(callQuery(myWorkload, {}));
