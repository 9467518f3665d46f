import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { failedNetworkTopUps, reconcileNetwork } from '../../contract';

// The network office's console calls: only the console screen loads them.
export const useFailedTopUps = () => useQuery(callQuery(failedNetworkTopUps, {}));
/** A day's reconciliation is asked when the office picks the day, never before (it reads the system's statement). */
export const useReconciliation = (day: string) => useQuery({ ...callQuery(reconcileNetwork, { day }), enabled: day !== '' });
