import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { roomDay } from '../../contract';
import type { TRoomFilter } from './free-rooms';

/** Each room's periods of a day, taken or free. */
export const useRoomDay = (filter: TRoomFilter) => useQuery({ ...callQuery(roomDay, filter), placeholderData: keepPreviousData });
