import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TRawNotification } from '../provider';
import type { TWechatPayConfig } from './provider';
import {
  encryptResource,
  MAX_CLOCK_SKEW_SECONDS,
  newNonce,
  nowSeconds,
  parseAuthorization,
  platformHeaders,
  requestMessage,
  rsaVerify,
} from './signature';
import { fenToYuan } from './trade-bill';

/**
 * A local stand-in for WeChat Pay API v3, speaking its protocol: it checks each request's merchant
 * signature, signs each answer with its own platform key, keeps orders and refunds in memory and writes
 * the trade bill of what happened. Tests drive the payer's side (`pay`) and its failures. Used by tests.
 */

interface TFakeOrder {
  appid: string;
  mchid: string;
  total: number;
  tradeType: 'JSAPI' | 'MWEB';
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId: string;
  paidAt: number;
  refunds: Map<string, { refundId: string; amount: number; at: number }>;
}

/** What a test may change in a notification to make it forged, stale or another merchant's. */
export interface TNotificationChanges {
  timestamp?: number;
  serial?: string;
  /** Signs with a key that is not the platform's. */
  forgeSignature?: boolean;
  /** Flips a byte of the ciphertext after encrypting. */
  tamperCiphertext?: boolean;
  /** Fields of the encrypted transaction (`{ mchid: 'another' }`). */
  transaction?: Record<string, unknown>;
}

export interface TWechatPayFake {
  /** The settings that point the WeChat Pay provider here, with the keys the fake trusts. */
  config: TWechatPayConfig & { apiBase: string };
  /** To check the JSAPI `paySign`, made with the merchant key. */
  merchantPublicKey: string;
  /** Requests refused for their signature. */
  badSignatures: number;
  /** Marks the order paid (now, or at `at`) and returns WeChat's notification of it. */
  pay(orderNo: string, at?: number): TRawNotification;
  /** The order's notification, signed and encrypted, with `changes` applied. */
  notification(orderNo: string, changes?: TNotificationChanges): TRawNotification;
  /** The trade bill of a day (Beijing) as the download would give it, undefined for a day without transactions. */
  billFor(day: string): string | undefined;
  /** Closes the order as its expiry would. */
  closeOrder(orderNo: string): void;
  /** Adds a raw line to every bill (after the rows), as a payment the ledger never saw. */
  plantExtraBillLine(line: string): void;
  /** Leaves the order's lines out of the bills. */
  dropFromBill(orderNo: string): void;
  /** Answers the next `n` requests with 500 SYSTEM_ERROR. */
  failNext(n: number): void;
  close(): Promise<void>;
}

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const beijing = (unixSeconds: number) => new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 19);
const rfc3339 = (unixSeconds: number) => `${beijing(unixSeconds)}+08:00`;

const BILL_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startWechatPayFake(): Promise<TWechatPayFake> {
  const platformKeys = pemPair();
  const merchantKeys = pemPair();
  const forgerKeys = pemPair();
  const orders = new Map<string, TFakeOrder>();
  const extraLines: string[] = [];
  const dropped = new Set<string>();
  let failures = 0;
  let serial = 0;
  const bills = new Map<string, string>();

  const send = (res: http.ServerResponse, status: number, body: string, signed = true) => {
    const headers = signed ? platformHeaders(body, platformKeys.privateKey, config.platformSerial) : {};
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'request-id': `fake-${++serial}`, ...headers });
    res.end(body);
  };

  const orderOf = (orderNo: string) => {
    const order = orders.get(orderNo);
    if (!order) throw new Refusal(404, 'ORDER_NOT_EXIST', '订单不存在');
    return order;
  };

  const transaction = (orderNo: string, order: TFakeOrder) => ({
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: orderNo,
    transaction_id: order.transactionId,
    trade_type: order.tradeType,
    trade_state: order.state,
    ...(order.paidAt
      ? { success_time: rfc3339(order.paidAt), amount: { total: order.total, payer_total: order.total, currency: 'CNY' } }
      : { amount: { total: order.total } }),
  });

  const billLine = (
    at: number,
    orderNo: string,
    order: TFakeOrder,
    state: string,
    settled: number,
    refund = { no: '', id: '', amount: 0 },
  ) =>
    [
      beijing(at).replace('T', ' '),
      order.appid,
      order.mchid,
      '0',
      '',
      order.transactionId,
      orderNo,
      'oPayer',
      order.tradeType,
      state,
      'OTHERS',
      'CNY',
      fenToYuan(settled),
      '0.00',
    ]
      .concat([
        refund.id,
        refund.no,
        fenToYuan(refund.amount),
        '0.00',
        refund.no ? 'ORIGINAL' : '',
        refund.no ? 'SUCCESS' : '',
        '学费, 住宿费',
        '',
        '0.00000',
        '0.60%',
      ])
      .concat([fenToYuan(order.total), fenToYuan(refund.amount), ''])
      .map((field) => `\`${field}`)
      .join(',');

  const billFor = (day: string) => {
    const rows: string[] = [];
    for (const [orderNo, order] of orders) {
      if (dropped.has(orderNo) || !order.paidAt) continue;
      if (beijing(order.paidAt).startsWith(day)) rows.push(billLine(order.paidAt, orderNo, order, 'SUCCESS', order.total));
      for (const [no, refund] of order.refunds)
        if (beijing(refund.at).startsWith(day))
          rows.push(billLine(refund.at, orderNo, order, 'REFUND', 0, { no, id: refund.refundId, amount: refund.amount }));
    }
    if (rows.length === 0 && extraLines.length === 0) return undefined;
    const total = rows.length + extraLines.length;
    return [
      BILL_HEADER,
      ...rows,
      ...extraLines,
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      `\`${total},\`0.00,\`0.00,\`0.00,\`0.00000,\`0.00,\`0.00`,
      '',
    ].join('\r\n');
  };

  function route(method: string, url: URL, body: Record<string, unknown>): [number, object | undefined] {
    const path = url.pathname;
    const amount = (body.amount ?? {}) as { total?: number; refund?: number };
    const start = /^\/v3\/pay\/transactions\/(jsapi|h5)$/.exec(path);
    if (method === 'POST' && start) {
      const orderNo = String(body.out_trade_no ?? '');
      if (body.appid !== config.appId || body.mchid !== config.mchId)
        throw new Refusal(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
      if (!/^[\w-]{6,32}$/.test(orderNo) || !Number.isInteger(amount.total) || (amount.total ?? 0) <= 0)
        throw new Refusal(400, 'PARAM_ERROR', '参数错误');
      if (start[1] === 'jsapi' && !(body.payer as { openid?: string } | undefined)?.openid)
        throw new Refusal(400, 'PARAM_ERROR', '缺少payer.openid');
      if (!orders.has(orderNo))
        orders.set(orderNo, {
          appid: config.appId,
          mchid: config.mchId,
          total: amount.total ?? 0,
          tradeType: start[1] === 'jsapi' ? 'JSAPI' : 'MWEB',
          state: 'NOTPAY',
          transactionId: '',
          paidAt: 0,
          refunds: new Map(),
        });
      const prepayId = `wx${createHash('sha1').update(orderNo).digest('hex').slice(0, 30)}`;
      return [
        200,
        start[1] === 'jsapi'
          ? { prepay_id: prepayId }
          : { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=1` },
      ];
    }
    const byOrder = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (byOrder && method === 'GET' && !byOrder[2]) {
      if (url.searchParams.get('mchid') !== config.mchId) throw new Refusal(400, 'PARAM_ERROR', 'mchid不正确');
      return [200, transaction(decodeURIComponent(byOrder[1]), orderOf(decodeURIComponent(byOrder[1])))];
    }
    if (byOrder && method === 'POST' && byOrder[2]) {
      fake.closeOrder(decodeURIComponent(byOrder[1]));
      return [204, undefined];
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const order = orderOf(String(body.out_trade_no ?? ''));
      const refundNo = String(body.out_refund_no ?? '');
      const existing = order.refunds.get(refundNo);
      if (existing) return [200, { refund_id: existing.refundId, out_refund_no: refundNo, status: 'SUCCESS' }];
      if (order.state !== 'SUCCESS' && order.state !== 'REFUND') throw new Refusal(400, 'INVALID_REQUEST', '订单未支付');
      const refunded = [...order.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
      if (
        amount.total !== order.total ||
        !Number.isInteger(amount.refund) ||
        (amount.refund ?? 0) <= 0 ||
        refunded + (amount.refund ?? 0) > order.total
      )
        throw new Refusal(400, 'INVALID_REQUEST', '退款金额超过订单可退金额');
      const refund = { refundId: `50${randomBytes(14).toString('hex')}`, amount: amount.refund ?? 0, at: nowSeconds() };
      order.refunds.set(refundNo, refund);
      order.state = 'REFUND';
      return [200, { refund_id: refund.refundId, out_refund_no: refundNo, status: 'SUCCESS' }];
    }
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundQuery) {
      const refundNo = decodeURIComponent(refundQuery[1]);
      for (const order of orders.values()) {
        const refund = order.refunds.get(refundNo);
        if (refund) return [200, { refund_id: refund.refundId, out_refund_no: refundNo, status: 'SUCCESS' }];
      }
      throw new Refusal(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    if (method === 'GET' && path === '/v3/bill/tradebill') {
      const day = url.searchParams.get('bill_date') ?? '';
      const bill = billFor(day);
      if (!bill) throw new Refusal(400, 'NO_STATEMENT_EXIST', '账单文件不存在');
      const token = randomBytes(8).toString('hex');
      bills.set(token, bill);
      return [
        200,
        {
          hash_type: 'SHA1',
          hash_value: createHash('sha1').update(bill).digest('hex'),
          download_url: `${config.apiBase}/v3/billdownload/file?token=${token}`,
        },
      ];
    }
    throw new Refusal(404, 'NOT_FOUND', '接口不存在');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', config.apiBase);
      const auth = parseAuthorization(req.headers.authorization);
      const signed =
        auth &&
        auth.mchid === config.mchId &&
        auth.serial_no === config.serialNo &&
        Math.abs(Number(auth.timestamp) - nowSeconds()) <= MAX_CLOCK_SKEW_SECONDS &&
        rsaVerify(
          requestMessage(req.method ?? '', req.url ?? '', Number(auth.timestamp), auth.nonce_str ?? '', text),
          auth.signature ?? '',
          merchantKeys.publicKey,
        );
      if (!signed) {
        fake.badSignatures++;
        return send(res, 401, JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }));
      }
      if (failures > 0) {
        failures--;
        return send(res, 500, JSON.stringify({ code: 'SYSTEM_ERROR', message: '系统错误' }));
      }
      // As WeChat: the bill file itself comes unsigned, vouched for by the hash in the signed tradebill answer.
      if (url.pathname === '/v3/billdownload/file') return send(res, 200, bills.get(url.searchParams.get('token') ?? '') ?? '', false);
      try {
        const [status, answer] = route(req.method ?? '', url, text ? (JSON.parse(text) as Record<string, unknown>) : {});
        send(res, status, answer ? JSON.stringify(answer) : '');
      } catch (error) {
        const refusal = error instanceof Refusal ? error : new Refusal(400, 'PARAM_ERROR', String(error));
        send(res, refusal.status, JSON.stringify({ code: refusal.code, message: refusal.message }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const config = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: merchantKeys.privateKey,
    apiV3Key: randomBytes(16).toString('hex'),
    platformSerial: '7132D72A03E93CDDF8C03BBD1F37EEDF204B0B8F',
    platformPublicKey: platformKeys.publicKey,
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };

  const fake: TWechatPayFake = {
    config,
    merchantPublicKey: merchantKeys.publicKey,
    badSignatures: 0,
    pay(orderNo, at = nowSeconds()) {
      const order = orderOf(orderNo);
      if (order.state !== 'NOTPAY') throw new Error(`order ${orderNo} is ${order.state}`);
      Object.assign(order, { state: 'SUCCESS', paidAt: at, transactionId: `42000${randomBytes(12).toString('hex')}`.slice(0, 28) });
      return fake.notification(orderNo);
    },
    notification(orderNo, changes = {}) {
      const order = orderOf(orderNo);
      const plaintext = JSON.stringify({ ...transaction(orderNo, order), ...changes.transaction });
      const resource = encryptResource(plaintext, config.apiV3Key, 'transaction', 'transaction');
      if (changes.tamperCiphertext) {
        const sealed = Buffer.from(resource.ciphertext, 'base64');
        sealed[0] ^= 1;
        resource.ciphertext = sealed.toString('base64');
      }
      const eventType = order.state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : `TRANSACTION.${order.state}`;
      const rawBody = JSON.stringify({
        id: `EV-${createHash('sha1').update(`${orderNo}${order.state}`).digest('hex').slice(0, 24)}`,
        create_time: rfc3339(nowSeconds()),
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary: '支付成功',
        resource,
      });
      const signer = changes.forgeSignature ? forgerKeys.privateKey : platformKeys.privateKey;
      return {
        headers: platformHeaders(rawBody, signer, changes.serial ?? config.platformSerial, changes.timestamp ?? nowSeconds(), newNonce()),
        rawBody,
      };
    },
    billFor,
    closeOrder(orderNo) {
      const order = orderOf(orderNo);
      if (order.state === 'SUCCESS' || order.state === 'REFUND') throw new Refusal(400, 'ORDER_PAID', '订单已支付');
      order.state = 'CLOSED';
    },
    plantExtraBillLine: (line) => void extraLines.push(line),
    dropFromBill: (orderNo) => void dropped.add(orderNo),
    failNext(n) {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
