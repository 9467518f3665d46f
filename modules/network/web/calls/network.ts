import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { logoutSession, myNetwork, networkCharges, networkSessions, setNetworkPassword, topUpNetwork } from '../../contract';

// The phone's calls: one small hook each, kept together since the network pages share them.
export const useMyNetwork = () => useQuery(callQuery(myNetwork, {}));
export const useCharges = () => useInfiniteQuery(callPages(networkCharges, {}));
export const useSessions = () => useQuery(callQuery(networkSessions, {}));
export const useTopUpNetwork = () => useCallMutation(topUpNetwork, { loading: true, invalidates: [myNetwork, networkCharges] });
export const useSetPassword = () => useCallMutation(setNetworkPassword, { loading: true });
export const useLogoutSession = () => useCallMutation(logoutSession, { loading: true, invalidates: [networkSessions] });
