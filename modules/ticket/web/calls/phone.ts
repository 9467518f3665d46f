import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { nowSeconds } from '@quad/platform/shell/time';
import { cancelTicket, listMyTickets, listTicketEvents, subscribeEvent, ticketEvent, ticketPass } from '../../contract';
import { isLive } from '../ticket-state';
import { ticketReads } from './stale';

/** How often an open event's remaining count is read again. */
export const LIVE_MS = 3000;

// The phone's calls: one small hook each, kept together since the phone pages load them all.
export const useTicketEvents = () => useQuery(callQuery(listTicketEvents, {}));

/** One event; while places move (or the opening nears) read again every few seconds. */
export const useTicketEvent = (id: string) =>
  useQuery({
    ...callQuery(ticketEvent, { id }),
    enabled: id !== '',
    refetchInterval: (q) => (q.state.data && isLive(q.state.data.status, nowSeconds()) ? LIVE_MS : false),
  });

export const useMyTickets = () => useQuery(callQuery(listMyTickets, {}));

/** A ticket's QR, read again when its code rotates. */
export const useTicketPass = (claimId: string) =>
  useQuery({
    ...callQuery(ticketPass, { claimId }),
    enabled: claimId !== '',
    refetchInterval: (q) => Math.max(5, q.state.data?.refreshIn ?? 30) * 1000,
  });

export const useCancelTicket = () => useCallMutation(cancelTicket, { loading: true, invalidates: ticketReads });
export const useSubscribe = () => useCallMutation(subscribeEvent, { loading: true, invalidates: [ticketEvent, listTicketEvents] });
