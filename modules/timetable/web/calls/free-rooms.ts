import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { freeRooms } from '../../contract';

export interface TRoomFilter {
  date?: string;
  campus?: string;
  building?: string;
}

/** Rooms free in the periods (`1,2`; undefined: now) of a day, in a building. */
export const useFreeRooms = (filter: TRoomFilter & { periods?: string }) => useQuery({ ...callQuery(freeRooms, filter), placeholderData: keepPreviousData });
