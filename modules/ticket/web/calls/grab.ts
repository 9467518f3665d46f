import { request } from '@quad/platform/shell/request';
import { invalidateCalls } from '@quad/platform/shell/calls';
import type { TCallInput } from '@quad/contracts/call';
import { grabTicket } from '../../contract';
import { ticketReads } from './stale';

/**
 * A grab or a booking: the whole answer, since a refusal's reason (`d.reason`) tells the page what to
 * do next (show the slider, say it sold out); the event and my tickets are read again either way.
 */
export async function grab(input: TCallInput<typeof grabTicket>) {
  const answer = await request(grabTicket, input, { loading: true });
  void invalidateCalls(...ticketReads);
  return answer;
}
