import type { TCallInput } from '@quad/contracts/call';
import { useQuery } from '@tanstack/react-query';
import { callQuery, invalidateCalls, useCallMutation } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import {
  autoHoldSeats,
  cancelSeat,
  confirmSeats,
  holdSeats,
  listSeatEvents,
  myHolds,
  releaseSeats,
  seatEvent,
  seatMap,
  seatPass,
  subscribeSeatEvent,
} from '../../contract';
import { seatReads } from './stale';

/** How often the seat map is read again while it is open: others' holds come and go. */
export const MAP_MS = 5000;

// The phone's calls: one small hook each, kept together since the phone pages load them all.
export const useSeatEvents = () => useQuery(callQuery(listSeatEvents, {}));
export const useSeatEvent = (id: string) => useQuery({ ...callQuery(seatEvent, { id }), enabled: id !== '' });
export const useSeatMap = (id: string) => useQuery({ ...callQuery(seatMap, { id }), enabled: id !== '', refetchInterval: MAP_MS });
export const useMyHolds = (id: string) => useQuery({ ...callQuery(myHolds, { id }), enabled: id !== '' });

/** A seat's QR, read again when its code rotates. */
export const useSeatPass = (claimId: string) =>
  useQuery({
    ...callQuery(seatPass, { claimId }),
    enabled: claimId !== '',
    refetchInterval: (q) => Math.max(5, q.state.data?.refreshIn ?? 30) * 1000,
  });

/** Holding, confirming: the whole answer, since a refusal's message is shown on the page; the map is read again either way. */
async function changing<T>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  void invalidateCalls(...seatReads);
  return done;
}
export const hold = (input: TCallInput<typeof holdSeats>) => changing(request(holdSeats, input, { loading: true }));
export const autoHold = (input: TCallInput<typeof autoHoldSeats>) => changing(request(autoHoldSeats, input, { loading: true }));
export const confirmHeld = (input: TCallInput<typeof confirmSeats>) => changing(request(confirmSeats, input, { loading: true }));
export const release = (input: TCallInput<typeof releaseSeats>) => changing(request(releaseSeats, input, { loading: true }));

export const useCancelSeat = () => useCallMutation(cancelSeat, { loading: true, invalidates: seatReads });
export const useSubscribe = () => useCallMutation(subscribeSeatEvent, { loading: true, invalidates: [seatEvent, listSeatEvents] });
