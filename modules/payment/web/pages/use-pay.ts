import { useRef, useState } from 'react';
import type { TPayMethod } from '@quad/ledger-engine/contract';
import { followPaymentStart, payScene } from '@quad/ledger-engine/web';
import { newRequestId } from '@quad/platform/shell/request-id';
import { useNavigate } from '@quad/platform/shell/router';
import { usePayFee } from '../calls/payer';

/**
 * Paying a fee item from its page: the order is asked for, then the page follows the provider. One
 * request id per page visit: a press repeated after a lost answer is the same order, never a second.
 */
export function usePay(feeId: string) {
  const navigate = useNavigate();
  const payFee = usePayFee();
  const requestId = useRef(newRequestId());
  const [error, setError] = useState('');
  const pay = async (method: TPayMethod) => {
    setError('');
    try {
      const { orderId, start } = await payFee.mutateAsync({ id: feeId, method, scene: payScene(), requestId: requestId.current });
      followPaymentStart(start, orderId, navigate);
    } catch (refusal) {
      setError((refusal as Error).message);
    }
  };
  return { pay, error, busy: payFee.isPending };
}
