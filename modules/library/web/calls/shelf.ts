import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { myCollection, myReservations } from '../../contract';

/** My collection (书架). */
export const useMyCollection = () => useQuery(callQuery(myCollection, {}));

/** My reservations. */
export const useMyReservations = () => useQuery(callQuery(myReservations, {}));
