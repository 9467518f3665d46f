import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callPages, callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { buyElectricity, chooseRoom, electricityHome, listBuildings, listMyPurchases, listRooms, roomMeter } from '../../contract';

// The phone's calls, one small hook each.
export const useElectricityHome = () => useQuery(callQuery(electricityHome, {}));
export const useBuildings = () => useQuery(callQuery(listBuildings, {}));
export const useRooms = (building: string) => useQuery({ ...callQuery(listRooms, { building }), enabled: building !== '' });
export const useMeter = (building: string, room: string) =>
  useQuery({ ...callQuery(roomMeter, { building, room }), enabled: building !== '' && room !== '' });
export const useMyPurchases = () => useInfiniteQuery(callPages(listMyPurchases, {}));

export const useChooseRoom = () => useCallMutation(chooseRoom, { invalidates: [electricityHome] });
/** Buying changes my room (remembered), my wallet and my records. */
export const useBuy = () => useCallMutation(buyElectricity, { loading: true, invalidates: [electricityHome, listMyPurchases] });
