import { createHash } from 'node:crypto';
import type { TOutbound, TOutboundResponse } from '@quad/platform/server/http/outbound';
import {
  ForgedNotification,
  ProviderError,
  type TNotificationAnswer,
  type TPaymentNotification,
  type TPaymentProvider,
  type TPaymentState,
  type TRefundResult,
} from '../provider';
import {
  authorization,
  decryptResource,
  jsapiPaySign,
  newNonce,
  nowSeconds,
  platformSignatureProblem,
  type TEncryptedResource,
} from './signature';
import { parseTradeBill } from './trade-bill';

export interface TWechatPayConfig {
  mchId: string;
  appId: string;
  /** The serial number of the merchant's API certificate, named in every request's signature. */
  serialNo: string;
  /** The merchant's API private key (PEM). */
  privateKey: string;
  /** The APIv3 key: 32 ASCII characters, decrypts notifications. */
  apiV3Key: string;
  /** The serial of the platform certificate (or platform public key id) whose key signs WeChat's answers. */
  platformSerial: string;
  /** That certificate's public key (PEM). */
  platformPublicKey: string;
  /** `https://api.mch.weixin.qq.com` unless a proxy or the local fake. */
  apiBase?: string;
}

export const WECHAT_API_BASE = 'https://api.mch.weixin.qq.com';

/** WeChat's JSON answers are small; a day's trade bill of a campus is far below the second limit. */
const MAX_ANSWER_BYTES = 64 * 1024;
const MAX_BILL_BYTES = 32 * 1024 * 1024;

/** A transaction as WeChat describes it, in query answers and decrypted notifications alike. */
interface TTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number };
}

interface TRefundAnswer {
  refund_id?: string;
  out_refund_no?: string;
  status?: string;
}

const PAYMENT_STATES: Record<string, TPaymentState['state']> = {
  SUCCESS: 'paid',
  NOTPAY: 'unpaid',
  USERPAYING: 'unpaid',
  CLOSED: 'closed',
  PAYERROR: 'closed',
  REVOKED: 'closed',
  // WeChat says REFUND after any refund, a partial one too; the ledger knows its refunds and their sums.
  REFUND: 'refunded',
};

const REFUND_STATES: Record<string, TRefundResult['state']> = {
  SUCCESS: 'success',
  PROCESSING: 'processing',
  // ABNORMAL (the payer's card is gone, say) needs a person to act in WeChat's merchant platform: not money returned.
  ABNORMAL: 'failed',
  CLOSED: 'failed',
};

/** RFC 3339 in Beijing time, the form WeChat's `time_expire` wants. */
const beijingTime = (unixSeconds: number) => `${new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 19)}+08:00`;

const unixSeconds = (rfc3339: string | undefined) => (rfc3339 ? Math.floor(Date.parse(rfc3339) / 1000) || 0 : 0);

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * WeChat Pay API v3, direct merchant (直连商户): JSAPI inside WeChat and H5 in other phone browsers.
 * Every request is signed with the merchant key and every answer must carry the platform's signature,
 * so nothing between the server and WeChat can make an order look paid.
 */
export function wechatPayProvider(config: TWechatPayConfig, outbound: TOutbound, timeoutMs: number): TPaymentProvider {
  if (Buffer.byteLength(config.apiV3Key, 'utf8') !== 32) throw new Error('the WeChat Pay APIv3 key must be 32 ASCII characters');
  const base = (config.apiBase ?? WECHAT_API_BASE).replace(/\/+$/, '');
  const platform = { serial: config.platformSerial, publicKey: config.platformPublicKey };

  async function send(method: 'GET' | 'POST', url: URL, body: string, maxBytes: number): Promise<TOutboundResponse> {
    const headers: Record<string, string> = {
      authorization: authorization(config, method, `${url.pathname}${url.search}`, body),
      accept: 'application/json',
      // WeChat refuses requests without a User-Agent.
      'user-agent': 'quad-ledger/1 (WechatPay APIv3)',
    };
    if (method === 'POST') headers['content-type'] = 'application/json';
    try {
      return await outbound.request(url.href, { method, headers, body: method === 'POST' ? body : undefined, timeoutMs, maxBytes });
    } catch (error) {
      throw new ProviderError('unreachable', errorMessage(error));
    }
  }

  /** A signed request whose answer verifies; error answers are verified too, as a forged ORDER_NOT_EXIST would mislead as much as a forged SUCCESS. */
  async function call<T>(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<T> {
    const response = await send(method, new URL(`${base}${pathWithQuery}`), payload ? JSON.stringify(payload) : '', MAX_ANSWER_BYTES);
    const text = response.body.toString('utf8');
    const problem = platformSignatureProblem((name) => response.headers.get(name), text, platform);
    if (problem) throw new ProviderError('bad-signature', `HTTP ${response.status}: ${problem}`);
    let answer: { code?: string; message?: string } = {};
    try {
      if (text) answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new ProviderError('bad-answer', `HTTP ${response.status}: not JSON`);
    }
    if (response.status < 200 || response.status > 299)
      throw new ProviderError(String(answer.code ?? `http-${response.status}`), String(answer.message ?? ''));
    return answer as T;
  }

  const paymentState = (orderNo: string, txn: TTransaction): TPaymentState => {
    const state = PAYMENT_STATES[txn.trade_state ?? ''];
    if (!state) throw new ProviderError('bad-answer', `unknown trade_state ${String(txn.trade_state).slice(0, 32)}`);
    const paid = state === 'paid' || state === 'refunded';
    // `total` is the order's amount; `payer_total` is less when a WeChat coupon paid part of it.
    return {
      orderNo,
      state,
      providerTxnId: txn.transaction_id ?? '',
      amountFen: paid ? (txn.amount?.total ?? 0) : 0,
      paidAt: paid ? unixSeconds(txn.success_time) : 0,
    };
  };

  const refundResult = (refundNo: string, answer: TRefundAnswer): TRefundResult => {
    const state = REFUND_STATES[answer.status ?? ''];
    if (!state) throw new ProviderError('bad-answer', `unknown refund status ${String(answer.status).slice(0, 32)}`);
    return { refundNo, state, providerRefundId: answer.refund_id ?? '' };
  };

  const orderPath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;

  return {
    kind: 'wechat',

    async startPayment(request) {
      const order = {
        appid: config.appId,
        mchid: config.mchId,
        description: request.description,
        out_trade_no: request.orderNo,
        time_expire: beijingTime(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      if (request.scene === 'h5') {
        const answer = await call<{ h5_url?: string }>('POST', '/v3/pay/transactions/h5', {
          ...order,
          scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
        });
        if (!answer.h5_url) throw new ProviderError('bad-answer', 'no h5_url');
        // h5_url already has a query; WeChat sends the browser to redirect_url once the payer leaves its page.
        return { kind: 'redirect', url: `${answer.h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
      }
      if (!request.openId) throw new ProviderError('no-openid', 'JSAPI needs the payer’s openid');
      const answer = await call<{ prepay_id?: string }>('POST', '/v3/pay/transactions/jsapi', {
        ...order,
        payer: { openid: request.openId },
      });
      if (!answer.prepay_id) throw new ProviderError('bad-answer', 'no prepay_id');
      const timeStamp = String(nowSeconds());
      const nonceStr = newNonce();
      const pkg = `prepay_id=${answer.prepay_id}`;
      return {
        kind: 'jsapi',
        params: {
          appId: config.appId,
          timeStamp,
          nonceStr,
          package: pkg,
          signType: 'RSA',
          paySign: jsapiPaySign(config.appId, timeStamp, nonceStr, pkg, config.privateKey),
        },
      };
    },

    async readNotification(raw): Promise<TPaymentNotification> {
      const problem = platformSignatureProblem((name) => raw.headers[name], raw.rawBody, platform);
      if (problem) throw new ForgedNotification(`WeChat Pay notification: ${problem}`);
      let txn: TTransaction;
      let id: string;
      let eventType: string;
      try {
        const body = JSON.parse(raw.rawBody) as { id?: string; event_type?: string; resource?: TEncryptedResource };
        id = String(body.id ?? '');
        eventType = String(body.event_type ?? '');
        txn = JSON.parse(decryptResource(body.resource as TEncryptedResource, config.apiV3Key)) as TTransaction;
      } catch (error) {
        throw new ForgedNotification(`WeChat Pay notification does not decrypt: ${errorMessage(error)}`);
      }
      // Signed by WeChat but not for this merchant and app (a shared platform key, a misrouted notify_url): not ours to believe.
      if (txn.mchid !== config.mchId || txn.appid !== config.appId)
        throw new ForgedNotification('WeChat Pay notification for another merchant or app');
      if (!eventType.startsWith('TRANSACTION.') || !txn.out_trade_no)
        throw new ProviderError('bad-notification', `not a payment notification: ${eventType.slice(0, 40)}`);
      if (eventType === 'TRANSACTION.SUCCESS' && txn.trade_state !== 'SUCCESS')
        throw new ForgedNotification('TRANSACTION.SUCCESS without trade_state SUCCESS');
      return { ...paymentState(txn.out_trade_no, txn), notificationId: id };
    },

    notificationAnswer(ok): TNotificationAnswer {
      return ok
        ? { status: 200, contentType: 'application/json; charset=utf-8', body: '' }
        : { status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },

    async queryPayment(orderNo) {
      try {
        return paymentState(orderNo, await call<TTransaction>('GET', `${orderPath(orderNo)}?mchid=${encodeURIComponent(config.mchId)}`));
      } catch (error) {
        // WeChat knows an order only once its payment was started (the prepay request), and the ledger's order
        // exists before that: unknown means nothing was paid and it may still be, so unpaid rather than closed.
        if (error instanceof ProviderError && error.code === 'ORDER_NOT_EXIST')
          return { orderNo, state: 'unpaid', providerTxnId: '', amountFen: 0, paidAt: 0 };
        throw error;
      }
    },

    async closePayment(orderNo) {
      try {
        await call('POST', `${orderPath(orderNo)}/close`, { mchid: config.mchId });
      } catch (error) {
        // Closed already, or never started so it cannot be paid: the order is not payable, which is what closing asks.
        if (error instanceof ProviderError && (error.code === 'ORDER_CLOSED' || error.code === 'ORDER_NOT_EXIST')) return;
        throw error;
      }
    },

    async refund(request) {
      const answer = await call<TRefundAnswer>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: request.reason,
        notify_url: request.notifyUrl,
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      });
      return refundResult(request.refundNo, answer);
    },

    async queryRefund(_orderNo, refundNo) {
      return refundResult(refundNo, await call<TRefundAnswer>('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`));
    },

    async statement(day) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new ProviderError('bad-request', `not a day: ${day.slice(0, 20)}`);
      let bill: { download_url?: string; hash_type?: string; hash_value?: string };
      try {
        bill = await call('GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`);
      } catch (error) {
        // WeChat writes no bill for a day without a single transaction.
        if (error instanceof ProviderError && error.code === 'NO_STATEMENT_EXIST') return [];
        throw error;
      }
      const url = new URL(bill.download_url ?? '', base);
      // The download request is signed with the merchant key: it must go nowhere but WeChat's own API.
      if (url.origin !== new URL(base).origin) throw new ProviderError('bad-answer', `download_url outside ${base}`);
      const response = await send('GET', url, '', MAX_BILL_BYTES);
      if (response.status !== 200) throw new ProviderError(`http-${response.status}`, 'bill download failed');
      // WeChat does not sign the file itself; the signed tradebill answer carries its SHA1, which vouches for it.
      if (bill.hash_type !== 'SHA1' || createHash('sha1').update(response.body).digest('hex') !== bill.hash_value?.toLowerCase())
        throw new ProviderError('bad-signature', 'the bill does not match its hash_value');
      try {
        return parseTradeBill(response.body.toString('utf8'));
      } catch (error) {
        throw new ProviderError('bad-statement', errorMessage(error));
      }
    },
  };
}
