import { createHmac } from 'node:crypto';
import type { TOutbound } from '../http/outbound';
import { nowSeconds } from '../ids';

/** `sha256=` + hex HMAC-SHA256 of `timestamp + '.' + body` with the webhook's secret (docs/integration.md). */
export function signDelivery(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface TDeliveryAttempt {
  url: string;
  secret: string;
  deliveryId: string;
  event: string;
  body: string;
}

export interface TAttemptResult {
  ok: boolean;
  status: number;
  error: string;
}

/** Receivers answer with a status; what they write after it is not read. */
const NO_BODY = 0;

/** One POST of a delivery. Only a 2xx answer counts as received; redirects are not followed. */
export async function attemptDelivery(attempt: TDeliveryAttempt, outbound: TOutbound, timeoutMs: number): Promise<TAttemptResult> {
  const timestamp = String(nowSeconds());
  try {
    const res = await outbound.request(attempt.url, {
      method: 'POST',
      body: attempt.body,
      timeoutMs,
      maxBytes: NO_BODY,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Quad-Webhooks/1',
        'x-quad-event': attempt.event,
        'x-quad-delivery': attempt.deliveryId,
        'x-quad-timestamp': timestamp,
        'x-quad-signature': signDelivery(attempt.secret, timestamp, attempt.body),
      },
    });
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, error: ok ? '' : `接收方回答 HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}
