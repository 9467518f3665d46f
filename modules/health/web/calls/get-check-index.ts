import { useQuery } from '@tanstack/react-query';
import { callQuery, invalidateCalls } from '@quad/platform/shell/calls';
import { getCheckIndex } from '../../contract-check';

/** Today's checks and whether one is open now; read afresh on each visit. */
export const useCheckIndex = () => useQuery({ ...callQuery(getCheckIndex, {}), staleTime: 0 });

/** After a check is saved, or refused because its slot moved on: the page shows where things stand. */
export const refreshCheckIndex = () => invalidateCalls(getCheckIndex);
