/**
 * A payment provider as the ledger engine sees it (issue 22): one adapter per protocol (WeChat Pay API
 * v3 in `wechatpay/`, Alipay openapi in `alipay/`) and the offline demo provider, the embedded default.
 * Amounts are integer fen, times Unix seconds, order numbers the ledger's own (`out_trade_no`).
 * Every method throws `ProviderError` when the provider did not give a usable answer; a notification
 * that does not verify throws `ForgedNotification` and must change nothing.
 */
export type TProviderKind = 'demo' | 'wechat' | 'alipay';

/** Where the person pays: a phone page inside WeChat (JSAPI, needs the payer's openid), any phone browser (H5 / wap). */
export type TPayScene = 'jsapi' | 'h5';

export interface TPaymentRequest {
  /** The ledger's order number, ≤ 32 characters of [A-Za-z0-9_-]. */
  orderNo: string;
  amountFen: number;
  /** Shown to the payer by the provider (the fee item's title), ≤ 127 characters. */
  description: string;
  scene: TPayScene;
  /** The payer's openid for JSAPI. */
  openId?: string;
  /** The payer's IP, as the provider asks for H5. */
  clientIp: string;
  /** Where the provider posts its notification (absolute https URL on the site's host). */
  notifyUrl: string;
  /** Where the payer's browser returns after paying (absolute URL of the result page). */
  returnUrl: string;
  /** When the order stops being payable (Unix seconds). */
  expiresAt: number;
}

/** How the page hands the payer to the provider. */
export type TPaymentStart =
  /** Open this URL (H5 mweb_url, Alipay's wap page, the demo cashier). */
  | { kind: 'redirect'; url: string }
  /** Call WeixinJSBridge `getBrandWCPayRequest` with these (appId, timeStamp, nonceStr, package, signType, paySign). */
  | { kind: 'jsapi'; params: Record<string, string> };

/** What the provider says of one payment. */
export interface TPaymentState {
  orderNo: string;
  /** `paid` money received; `unpaid` still open; `closed` closed or never paid; `refunded` fully refunded after payment. */
  state: 'paid' | 'unpaid' | 'closed' | 'refunded';
  /** The provider's transaction id (WeChat transaction_id, Alipay trade_no), '' before payment. */
  providerTxnId: string;
  /** What was paid, in fen (0 before payment). */
  amountFen: number;
  paidAt: number;
}

/** A verified, decrypted payment notification. */
export interface TPaymentNotification extends TPaymentState {
  /** The provider's id of this notification (WeChat `id`, Alipay `notify_id`): a replay carries the same one. */
  notificationId: string;
}

/** An incoming HTTP request as the notification route received it: headers lower-cased, the raw body untouched. */
export interface TRawNotification {
  headers: Record<string, string | undefined>;
  rawBody: string;
}

/** The HTTP answer a provider expects to stop resending. */
export interface TNotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface TRefundRequest {
  orderNo: string;
  /** The ledger's refund number, unique per refund; a retry with the same number is the same refund. */
  refundNo: string;
  amountFen: number;
  /** The order's total, which WeChat asks for. */
  totalFen: number;
  reason: string;
  notifyUrl: string;
}

export interface TRefundResult {
  refundNo: string;
  /** `success` money returned; `processing` the provider will finish later (query again); `failed` refused. */
  state: 'success' | 'processing' | 'failed';
  providerRefundId: string;
}

/** One line of the provider's statement of a day. */
export interface TStatementLine {
  orderNo: string;
  providerTxnId: string;
  kind: 'pay' | 'refund';
  /** The refund's number for `refund` lines, '' for payments. */
  refundNo: string;
  amountFen: number;
}

export interface TPaymentProvider {
  readonly kind: TProviderKind;
  startPayment(request: TPaymentRequest): Promise<TPaymentStart>;
  /** Verifies (signature, certificate, time) and reads a notification; throws `ForgedNotification` when it does not verify. */
  readNotification(raw: TRawNotification): Promise<TPaymentNotification>;
  /** The answer to a notification: `ok` false asks the provider to send it again later. */
  notificationAnswer(ok: boolean): TNotificationAnswer;
  queryPayment(orderNo: string): Promise<TPaymentState>;
  /** Closes an unpaid order so it can no longer be paid; closing one already closed is not an error. */
  closePayment(orderNo: string): Promise<void>;
  refund(request: TRefundRequest): Promise<TRefundResult>;
  queryRefund(orderNo: string, refundNo: string): Promise<TRefundResult>;
  /** The provider's statement of one day (`YYYY-MM-DD`, the provider's time zone, Beijing). */
  statement(day: string): Promise<TStatementLine[]>;
}

export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`payment provider ${code}: ${message}`);
  }
}

/** A notification whose signature, certificate, timestamp or content does not check out. */
export class ForgedNotification extends Error {}

/** What a payer is told when the provider could not be reached (details go to the log). */
export const PROVIDER_FAILED_MESSAGE = '支付服务暂时不可用，请稍后再试';
