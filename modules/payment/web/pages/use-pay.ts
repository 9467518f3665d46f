import { useRef } from 'react';
import type { TPayMethod } from '@quad/ledger-engine/contract';
import { payScene, useStartPayment } from '@quad/ledger-engine/web';
import { newRequestId } from '@quad/platform/shell/request-id';
import { usePayFee } from '../calls/payer';

/**
 * Paying a fee item from its page: the order is asked for, then the page follows the provider. One
 * request id per page visit: a press repeated after a lost answer is the same order, never a second.
 */
export function usePay(feeId: string) {
  const payFee = usePayFee();
  const requestId = useRef(newRequestId());
  const { error, startPayment } = useStartPayment();
  const pay = (method: TPayMethod) =>
    startPayment(() => payFee.mutateAsync({ id: feeId, method, scene: payScene(), requestId: requestId.current }));
  return { pay, error, busy: payFee.isPending };
}
