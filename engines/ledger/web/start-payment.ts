import { useState } from 'react';
import { useNavigate } from '@quad/platform/shell/router';
import type { TPaymentStart } from '../contract';
import { followPaymentStart, openidUrlOf } from './payment-start';

/** What an area's pay call answers: its order, and how the page goes on. */
export interface TStartedPayment {
  orderId: string;
  start: TPaymentStart;
}

const messageOf = (refusal: unknown) => (refusal as Error).message;

/**
 * The last step of every pay page: ask the area's pay call, then follow where the payment goes (the
 * provider, the WeChat pay page, the result); a refusal becomes `error`, read as `refusalText` says
 * (its message by default). Inside WeChat before the server has the payer's openid, the page goes to
 * the official account's authorization instead, which brings the person back to this page to pay.
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
      const openidUrl = openidUrlOf(refusal);
      if (openidUrl) return window.location.assign(openidUrl);
      setError(refusalText(refusal));
    }
  };
  return { error, setError, startPayment };
}
