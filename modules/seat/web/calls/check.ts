import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import { checkSeat, listSeatCheckEvents } from '../../contract';

export const useSeatCheckEvents = (enabled: boolean) => useQuery({ ...callQuery(listSeatCheckEvents, {}), enabled });

/** Staff's check of a scanned token or a typed 兑换码: the verdict, or the refusal as an answer. */
export const checkAtDoor = (what: { token?: string; code?: string; eventId?: string }) => request(checkSeat, what, { loading: true });
