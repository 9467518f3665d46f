import { checkStatistic, listManagedEvents, listMyTickets, listTicketEvents, ticketCounts, ticketEvent } from '../../contract';

/** What a grab, a cancellation or a subscription changes. */
export const ticketReads = [listTicketEvents, ticketEvent, listMyTickets, listManagedEvents, ticketCounts, checkStatistic];
