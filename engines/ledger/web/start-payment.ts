import { useState } from 'react';
import { useNavigate } from '@quad/platform/shell/router';
import type { TPaymentStart } from '../contract';
import { followPaymentStart } from './payment-start';

/** What an area's pay call answers: its order, and how the page goes on. */
export interface TStartedPayment {
  orderId: string;
  start: TPaymentStart;
}

const messageOf = (refusal: unknown) => (refusal as Error).message;

/**
 * The last step of every pay page: ask the area's pay call, then follow where the payment goes (the
 * provider, the WeChat pay page, the result); a refusal becomes `error`, read as `refusalText` says
 * (its message by default).
 */
export function useStartPayment(refusalText: (refusal: unknown) => string = messageOf) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const startPayment = async (ask: () => Promise<TStartedPayment>) => {
    setError('');
    try {
      const { orderId, start } = await ask();
      followPaymentStart(start, orderId, navigate);
    } catch (refusal) {
      setError(refusalText(refusal));
    }
  };
  return { error, setError, startPayment };
}
