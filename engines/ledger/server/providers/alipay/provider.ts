import type { TOutbound } from '@quad/platform/server/http/outbound';
import { ForgedNotification, ProviderError, type TPaymentProvider, type TPaymentState, type TRefundResult } from '../provider';
import { readBill } from './bill';
import { signRequest, verifiedAnswer, verifyNotification, type TParams } from './signature';
import { beijingTime, fenToYuan, fromBeijingTime, yuanToFen } from './units';

export interface TAlipayConfig {
  appId: string;
  /** The app's RSA private key (PEM) that signs requests. */
  privateKey: string;
  /** Alipay's public key (PEM, "支付宝公钥" of public-key mode) that verifies answers and notifications. */
  alipayPublicKey: string;
  /** The merchant's PID (2088…): notifications for another seller are refused. */
  sellerId?: string;
  /** `https://openapi.alipay.com/gateway.do` unless the sandbox or the local fake. */
  gateway?: string;
}

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** Answers are small JSON objects; bills are bigger (a zip of a day's rows). */
const MAX_ANSWER_BYTES = 256 * 1024;
const MAX_BILL_BYTES = 64 * 1024 * 1024;

type TAnswer = Record<string, string | undefined>;

/** Alipay's trade states in the ledger's words (TRADE_CLOSED is settled by the caller: never paid, or fully refunded). */
const STATES: Record<string, TPaymentState['state']> = {
  WAIT_BUYER_PAY: 'unpaid',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Alipay openapi through gateway.do with RSA2 keys (public-key mode, not certificate mode): the phone
 * wap cashier for both scenes, the asynchronous notification, query, close, refund and the trade bill.
 */
export function alipayProvider(config: TAlipayConfig, outbound: TOutbound, timeoutMs: number): TPaymentProvider {
  const gateway = config.gateway ?? ALIPAY_GATEWAY;

  const signed = (method: string, biz: object, extra: TParams = {}): Record<string, string> => {
    const params: TParams = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTime(Math.floor(Date.now() / 1000)),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    const complete = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
    return { ...complete, sign: signRequest(complete, config.privateKey) };
  };

  /** Calls a method and returns its verified `…_response`, whatever its code. */
  const call = async (method: string, biz: object): Promise<TAnswer> => {
    let body: string;
    try {
      const response = await outbound.request(gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(signed(method, biz)).toString(),
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
      });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      body = response.body.toString('utf8');
    } catch (error) {
      throw new ProviderError('unreachable', message(error));
    }
    const text = verifiedAnswer(body, `${method.replace(/\./g, '_')}_response`, config.alipayPublicKey);
    // Nothing of an unverified answer is believed; its code only goes to the log.
    if (text === undefined) throw new ProviderError('bad-signature', `${method} answer does not verify: ${body.slice(0, 300)}`);
    return JSON.parse(text) as TAnswer;
  };

  const failure = (answer: TAnswer) => new ProviderError(answer.sub_code ?? answer.code ?? 'unknown', answer.sub_msg ?? answer.msg ?? '');

  /** Calls a method whose only acceptable answer is success (code 10000). */
  const succeed = async (method: string, biz: object): Promise<TAnswer> => {
    const answer = await call(method, biz);
    if (answer.code !== '10000') throw failure(answer);
    return answer;
  };

  const amount = (yuan: string | undefined, what: string) => {
    const fen = yuanToFen(yuan ?? '');
    if (fen === undefined || fen < 0) throw new ProviderError('bad-answer', `${what} is not an amount: ${yuan}`);
    return fen;
  };

  const queryPayment = async (orderNo: string): Promise<TPaymentState> => {
    const answer = await call('alipay.trade.query', { out_trade_no: orderNo });
    // Alipay creates the trade only when the payer opens the cashier page; before that the order is simply not paid yet.
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { orderNo, state: 'unpaid', providerTxnId: '', amountFen: 0, paidAt: 0 };
    if (answer.code !== '10000') throw failure(answer);
    const state = STATES[answer.trade_status ?? ''];
    if (!state) throw new ProviderError('bad-answer', `unknown trade_status ${answer.trade_status}`);
    // The query tells no refund total, but a trade closes after payment only when refunded in full.
    const paidAt = fromBeijingTime(answer.send_pay_date ?? '') ?? 0;
    const final = state === 'closed' && paidAt ? 'refunded' : state;
    const received = final === 'paid' || final === 'refunded';
    return {
      orderNo,
      state: final,
      providerTxnId: answer.trade_no ?? '',
      amountFen: received ? amount(answer.total_amount, 'total_amount') : 0,
      paidAt: received ? paidAt : 0,
    };
  };

  const queryRefund = async (orderNo: string, refundNo: string): Promise<TRefundResult> => {
    const answer = await succeed('alipay.trade.fastpay.refund.query', { out_trade_no: orderNo, out_request_no: refundNo });
    // An unknown refund also answers 10000, without refund fields: it may still be on its way, so it is not called failed.
    return {
      refundNo,
      state: answer.refund_status === 'REFUND_SUCCESS' ? 'success' : 'processing',
      providerRefundId: answer.trade_no ?? '',
    };
  };

  return {
    kind: 'alipay',

    // The wap cashier is a page of Alipay's: the signed request is the URL the payer's browser opens.
    async startPayment(request) {
      const params = signed(
        'alipay.trade.wap.pay',
        {
          out_trade_no: request.orderNo,
          total_amount: fenToYuan(request.amountFen),
          subject: request.description.slice(0, 256),
          product_code: 'QUICK_WAP_WAY',
          time_expire: beijingTime(request.expiresAt),
        },
        { notify_url: request.notifyUrl, return_url: request.returnUrl },
      );
      return { kind: 'redirect', url: `${gateway}?${new URLSearchParams(params).toString()}` };
    },

    async readNotification(raw) {
      const params: TParams = Object.fromEntries(new URLSearchParams(raw.rawBody));
      if (!verifyNotification(params, config.alipayPublicKey))
        throw new ForgedNotification('Alipay notification signature does not verify');
      if (params.app_id !== config.appId) throw new ForgedNotification(`Alipay notification for another app: ${params.app_id}`);
      if (config.sellerId && params.seller_id !== config.sellerId)
        throw new ForgedNotification(`Alipay notification for another seller: ${params.seller_id}`);
      const state = STATES[params.trade_status ?? ''];
      const total = yuanToFen(params.total_amount ?? params.receipt_amount ?? '');
      if (!state || total === undefined || total < 0 || !params.out_trade_no || !params.notify_id)
        throw new ForgedNotification(
          `Alipay notification is incomplete: ${params.trade_status} ${params.total_amount} ${params.out_trade_no}`,
        );
      const final = state === 'closed' && params.refund_fee !== undefined && yuanToFen(params.refund_fee) === total ? 'refunded' : state;
      const received = final === 'paid' || final === 'refunded';
      return {
        orderNo: params.out_trade_no,
        state: final,
        providerTxnId: params.trade_no ?? '',
        amountFen: received ? total : 0,
        paidAt: received ? (fromBeijingTime(params.gmt_payment ?? '') ?? 0) : 0,
        notificationId: params.notify_id,
      };
    },

    // Alipay stops resending only when the body is exactly `success`.
    notificationAnswer: (ok) => ({ status: 200, contentType: 'text/plain', body: ok ? 'success' : 'fail' }),

    queryPayment,

    async closePayment(orderNo) {
      const answer = await call('alipay.trade.close', { out_trade_no: orderNo });
      if (answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      // TRADE_STATUS_ERROR says closed already, or paid: only the first is fine.
      if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR' && (await queryPayment(orderNo)).state === 'closed') return;
      throw failure(answer);
    },

    async refund(request) {
      const answer = await succeed('alipay.trade.refund', {
        out_trade_no: request.orderNo,
        out_request_no: request.refundNo,
        refund_amount: fenToYuan(request.amountFen),
        refund_reason: request.reason.slice(0, 256),
      });
      // `N` also answers a retry of a refund already made, so only the refund's own query can tell.
      if (answer.fund_change !== 'Y') return queryRefund(request.orderNo, request.refundNo);
      // Alipay gives a refund no number of its own: the trade's number and ours name it.
      return { refundNo: request.refundNo, state: 'success', providerRefundId: answer.trade_no ?? '' };
    },

    queryRefund,

    async statement(day) {
      const answer = await succeed('alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: day });
      if (!answer.bill_download_url) throw new ProviderError('bad-answer', 'no bill_download_url');
      let bill: Buffer;
      try {
        const response = await outbound.request(answer.bill_download_url, { method: 'GET', timeoutMs, maxBytes: MAX_BILL_BYTES });
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        bill = response.body;
      } catch (error) {
        throw new ProviderError('unreachable', message(error));
      }
      try {
        return readBill(bill);
      } catch (error) {
        throw new ProviderError('bad-answer', message(error));
      }
    },
  };
}
