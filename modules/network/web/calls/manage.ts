import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { failedNetworkTopUps } from '../../contract';

// The network office's console call: only the console screen loads it.
export const useFailedTopUps = () => useQuery(callQuery(failedNetworkTopUps, {}));
