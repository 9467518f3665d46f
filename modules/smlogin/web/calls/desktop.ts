import { request, type TRequestOptions } from '@quad/platform/shell/request';
import { createScanLogin, exchangeScanLogin, waitScanLogin } from '../../contract';
import type { TScanStatus } from '../../rules';

/**
 * The desktop panel's three calls. Not TanStack queries: each QR is a loop of its own (create, wait
 * until something changes, exchange), and every answer, refusals included, is the panel's to show.
 */
export const createTicket = () => request(createScanLogin, {});
export const waitForStatus = (ticket: { id: string; secret: string }, known: TScanStatus, options: TRequestOptions) =>
  request(waitScanLogin, { id: ticket.id, secret: ticket.secret, known }, options);
export const exchangeTicket = (ticket: { id: string; secret: string }) => request(exchangeScanLogin, { id: ticket.id, secret: ticket.secret });
