import { createHmac } from 'node:crypto';
import type { TWebhookConfig } from '../config';
import { nowSeconds } from '../ids';
import { isInternalTarget } from './targets';

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

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `${timeoutMs / 1000} 秒内未收到回答`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `连接失败：${cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))}`.slice(0, 300);
}

/** One POST of a delivery. Only a 2xx answer counts as received; redirects are not followed. */
export async function attemptDelivery(attempt: TDeliveryAttempt, config: TWebhookConfig): Promise<TAttemptResult> {
  if (!config.allowPrivateTargets && (await isInternalTarget(attempt.url))) {
    return { ok: false, status: 0, error: '接收地址指向内网，已拒绝投递' };
  }
  const timestamp = String(nowSeconds());
  try {
    const res = await fetch(attempt.url, {
      method: 'POST',
      body: attempt.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Quad-Webhooks/1',
        'x-quad-event': attempt.event,
        'x-quad-delivery': attempt.deliveryId,
        'x-quad-timestamp': timestamp,
        'x-quad-signature': signDelivery(attempt.secret, timestamp, attempt.body),
      },
    });
    await res.body?.cancel();
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, error: ok ? '' : `接收方回答 HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, status: 0, error: describeFailure(error, config.timeoutMs) };
  }
}
