import type { TOrderState, TRefund } from '@quad/ledger-engine/contract';

/** Tag colours of an order's and a refund's state, the same in every list and detail. */
export const ORDER_STATE_COLOURS: Record<TOrderState, string> = {
  created: 'default',
  paying: 'processing',
  paid: 'green',
  refunding: 'orange',
  refunded: 'purple',
  closed: 'default',
};

export const REFUND_STATE_COLOURS: Record<TRefund['state'], string> = {
  requested: 'orange',
  rejected: 'default',
  processing: 'processing',
  succeeded: 'green',
  failed: 'red',
};
