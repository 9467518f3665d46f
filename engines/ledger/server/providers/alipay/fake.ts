import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateRawSync } from 'node:zlib';
import type { TRawNotification, TStatementLine } from '../provider';
import type { TAlipayConfig } from './provider';
import { rsa2Sign, signingContent, signRequest, type TParams } from './signature';
import { beijingTime } from './units';

/**
 * A local stand-in for Alipay's gateway.do, speaking its protocol: RSA2-signed form requests, JSON
 * answers signed over their `…_response` text, signed form notifications and a trade bill to download.
 * It makes its own keys (Alipay's and the app's), so `config` is all an adapter needs. Used by tests.
 */
export interface TAlipayFake {
  /** Settings pointing the adapter here, with the app's private key and Alipay's public key. */
  config: Required<TAlipayConfig>;
  /** The app's public key, as uploaded to Alipay: what verifies the adapter's requests. */
  appPublicKey: string;
  /** Requests refused for their signature. */
  badSignatures: number;
  /** Serve bills as Alipay does, zipped (UTF-8 inside still: Node cannot encode GBK). */
  zipBills: boolean;
  /** The payer opens the wap cashier at this URL: the trade starts to exist. Throws when the URL does not verify. */
  openCashier(url: string): void;
  /** The payer pays (at `at`, Unix seconds); returns Alipay's notification of it. */
  pay(orderNo: string, at?: number): TRawNotification;
  /** A notification of the trade as it stands, with fields replaced, signed by Alipay or by a stranger. */
  notification(orderNo: string, overrides?: TParams, signer?: 'alipay' | 'stranger'): TRawNotification;
  /** The bill CSV of a Beijing day, built from what happened. */
  billFor(day: string): string;
  plantExtraBillLine(day: string, line: TStatementLine): void;
  dropFromBill(orderNo: string): void;
  /** Answers the next `n` calls with Alipay's system error. */
  failNext(n: number): void;
  close(): Promise<void>;
}

interface TTrade {
  orderNo: string;
  tradeNo: string;
  fen: number;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  paidAt: number;
  refunds: { refundNo: string; fen: number; at: number }[];
}

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

// The fake's own money arithmetic, not the adapter's, so that a mistake there cannot hide in both.
const yuan = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (text: string | undefined) => (/^\d+\.\d{2}$/.test(text ?? '') ? Number(text!.replace('.', '')) : NaN);
const now = () => Math.floor(Date.now() / 1000);

const BILL_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';

export async function startAlipayFake(): Promise<TAlipayFake> {
  const alipay = pemPair();
  const app = pemPair();
  const stranger = pemPair();
  const appId = '2021000000000001';
  const sellerId = '2088000000000001';
  const trades = new Map<string, TTrade>();
  const planted: { day: string; line: TStatementLine }[] = [];
  const dropped = new Set<string>();
  let failures = 0;

  const trade = (orderNo: string) => {
    const found = trades.get(orderNo);
    if (!found) throw new Error(`the fake has no trade ${orderNo}`);
    return found;
  };

  const ok = { code: '10000', msg: 'Success' };
  const business = (sub_code: string, sub_msg: string) => ({ code: '40004', msg: 'Business Failed', sub_code, sub_msg });
  const notExist = business('ACQ.TRADE_NOT_EXIST', '交易不存在');

  /** What each method answers; `biz` is the request's biz_content. */
  const methods: Record<string, (biz: Record<string, string>) => object> = {
    'alipay.trade.query': (biz) => {
      const t = trades.get(biz.out_trade_no);
      if (!t) return notExist;
      return {
        ...ok,
        trade_no: t.tradeNo,
        out_trade_no: t.orderNo,
        trade_status: t.status,
        total_amount: yuan(t.fen),
        ...(t.paidAt && { send_pay_date: beijingTime(t.paidAt) }),
      };
    },
    'alipay.trade.close': (biz) => {
      const t = trades.get(biz.out_trade_no);
      if (!t) return notExist;
      if (t.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      t.status = 'TRADE_CLOSED';
      return { ...ok, trade_no: t.tradeNo, out_trade_no: t.orderNo };
    },
    'alipay.trade.refund': (biz) => {
      const t = trades.get(biz.out_trade_no);
      if (!t) return notExist;
      const refunded = () => t.refunds.reduce((sum, r) => sum + r.fen, 0);
      const base = { ...ok, trade_no: t.tradeNo, out_trade_no: t.orderNo };
      // A retry with the same request number is the same refund: no money moves again.
      if (t.refunds.some((r) => r.refundNo === biz.out_request_no)) return { ...base, refund_fee: yuan(refunded()), fund_change: 'N' };
      if (!t.paidAt) return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      const fen = fenOf(biz.refund_amount);
      if (!(fen > 0)) return business('ACQ.INVALID_PARAMETER', '参数无效');
      if (refunded() + fen > t.fen) return business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      t.refunds.push({ refundNo: biz.out_request_no, fen, at: now() });
      if (refunded() === t.fen) t.status = 'TRADE_CLOSED';
      return { ...base, refund_fee: yuan(refunded()), fund_change: 'Y' };
    },
    'alipay.trade.fastpay.refund.query': (biz) => {
      const t = trades.get(biz.out_trade_no);
      const r = t?.refunds.find((x) => x.refundNo === biz.out_request_no);
      if (!t || !r) return ok;
      return {
        ...ok,
        trade_no: t.tradeNo,
        out_trade_no: t.orderNo,
        out_request_no: r.refundNo,
        refund_amount: yuan(r.fen),
        total_amount: yuan(t.fen),
        refund_status: 'REFUND_SUCCESS',
      };
    },
    'alipay.data.dataservice.bill.downloadurl.query': (biz) =>
      biz.bill_type === 'trade' && /^\d{4}-\d{2}-\d{2}$/.test(biz.bill_date)
        ? { ...ok, bill_download_url: `${base}/bill/${biz.bill_date}` }
        : business('isv.invalid-parameter', '参数无效'),
  };

  const signedBody = (method: string, answer: object) => {
    const text = JSON.stringify(answer);
    return `{"${method.replace(/\./g, '_')}_response":${text},"sign":"${rsa2Sign(text, alipay.privateKey)}"}`;
  };

  /** The refusal Alipay gives a request whose app or signature does not check out, if it does not. */
  const refusal = (params: TParams) => {
    if (params.app_id !== appId)
      return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' };
    if (params.sign_type !== 'RSA2' || !params.sign || signRequest(params, app.privateKey) !== params.sign) {
      fake.badSignatures++;
      return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    }
    return undefined;
  };

  const billFor = (day: string) => {
    // Alipay's 25 columns; discounts and fees stay zero here. Cells end in a tab, as Alipay pads them.
    const row = (l: TStatementLine) => {
      const amount = `${l.kind === 'pay' ? '' : '-'}${yuan(l.amountFen)}`;
      const what = `${l.providerTxnId},${l.orderNo},${l.kind === 'pay' ? '交易' : '退款'},学费,${day} 10:00:00,${day} 10:00:01,,,,,a***@example.com`;
      const money = `${amount},${amount},0.00,0.00,0.00,0.00,0.00,,0.00,0.00,${l.refundNo},0.00,0.00,`;
      return `${what},${money}`.replace(/,/g, '\t,');
    };
    const lines: TStatementLine[] = [];
    for (const t of trades.values()) {
      if (dropped.has(t.orderNo)) continue;
      if (t.paidAt && beijingTime(t.paidAt).startsWith(day))
        lines.push({ orderNo: t.orderNo, providerTxnId: t.tradeNo, kind: 'pay', refundNo: '', amountFen: t.fen });
      for (const r of t.refunds)
        if (beijingTime(r.at).startsWith(day))
          lines.push({ orderNo: t.orderNo, providerTxnId: t.tradeNo, kind: 'refund', refundNo: r.refundNo, amountFen: r.fen });
    }
    lines.push(...planted.filter((p) => p.day === day).map((p) => p.line));
    return [
      '#支付宝业务明细查询',
      `#账号：[${sellerId}0156]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      BILL_HEADER,
    ]
      .concat(lines.map(row), [
        '#-----------------------------------------业务明细列表结束------------------------------------',
        `#交易合计：${lines.length}笔`,
      ])
      .join('\r\n');
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const bill = /^\/bill\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
      if (req.method === 'GET' && bill) {
        const csv = Buffer.from(fake.billFor(bill[1]));
        res.writeHead(200, { 'content-type': fake.zipBills ? 'application/zip' : 'text/csv;charset=utf-8' });
        return res.end(
          fake.zipBills
            ? zip([
                [`${sellerId}_${bill[1]}_业务明细.csv`, csv],
                [`${sellerId}_${bill[1]}_业务明细(汇总).csv`, Buffer.from('#汇总\r\n门店编号,门店名称,交易订单总笔数\r\n,,1')],
              ])
            : csv,
        );
      }
      if (req.method !== 'POST' || url.pathname !== '/gateway.do') return res.writeHead(404).end();
      const params: TParams = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      const method = params.method ?? '';
      let answer: object | undefined = refusal(params);
      if (!answer && failures > 0) {
        failures--;
        answer = { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'isp.unknown-error', sub_msg: '系统繁忙' };
      }
      answer ??=
        methods[method]?.(JSON.parse(params.biz_content ?? '{}') as Record<string, string>) ??
        business('isv.invalid-method', '不存在的方法名');
      res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
      res.end(signedBody(method, answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const notify = (t: TTrade, overrides: TParams, signer: 'alipay' | 'stranger'): TRawNotification => {
    const refunded = t.refunds.reduce((sum, r) => sum + r.fen, 0);
    const params: TParams = {
      notify_time: beijingTime(now()),
      notify_type: 'trade_status_sync',
      notify_id: `${t.tradeNo}-${t.status}-${refunded}`,
      app_id: appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: t.tradeNo,
      out_trade_no: t.orderNo,
      seller_id: sellerId,
      trade_status: t.status,
      total_amount: yuan(t.fen),
      receipt_amount: yuan(t.fen),
      subject: t.subject,
      gmt_create: beijingTime(t.paidAt || now()),
      ...(t.paidAt && { gmt_payment: beijingTime(t.paidAt) }),
      ...(refunded && { refund_fee: yuan(refunded) }),
      ...overrides,
    };
    params.sign = rsa2Sign(signingContent(params, ['sign', 'sign_type']), (signer === 'alipay' ? alipay : stranger).privateKey);
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      rawBody: new URLSearchParams(params as Record<string, string>).toString(),
    };
  };

  const fake: TAlipayFake = {
    config: { appId, privateKey: app.privateKey, alipayPublicKey: alipay.publicKey, sellerId, gateway: `${base}/gateway.do` },
    appPublicKey: app.publicKey,
    badSignatures: 0,
    zipBills: false,
    openCashier(cashierUrl) {
      const params: TParams = Object.fromEntries(new URL(cashierUrl).searchParams);
      const refused = refusal(params);
      if (refused) throw new Error(`the cashier refuses the request: ${refused.sub_code}`);
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      if (params.method !== 'alipay.trade.wap.pay' || biz.product_code !== 'QUICK_WAP_WAY' || !(fenOf(biz.total_amount) > 0))
        throw new Error('not a wap pay request');
      if (!trades.has(biz.out_trade_no))
        trades.set(biz.out_trade_no, {
          orderNo: biz.out_trade_no,
          tradeNo: `2026${String(trades.size + 1).padStart(24, '0')}`,
          fen: fenOf(biz.total_amount),
          subject: biz.subject,
          status: 'WAIT_BUYER_PAY',
          paidAt: 0,
          refunds: [],
        });
    },
    pay(orderNo, at = now()) {
      const t = trade(orderNo);
      if (t.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${orderNo} is ${t.status}`);
      Object.assign(t, { status: 'TRADE_SUCCESS', paidAt: at });
      return notify(t, {}, 'alipay');
    },
    notification: (orderNo, overrides = {}, signer = 'alipay') => notify(trade(orderNo), overrides, signer),
    billFor,
    plantExtraBillLine: (day, line) => void planted.push({ day, line }),
    dropFromBill: (orderNo) => void dropped.add(orderNo),
    failNext(n) {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** A zip of deflated files, as Alipay's bill downloads are (no data descriptors, no comments). */
function zip(files: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // the name is UTF-8
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    local.copy(central, 6, 4, 30); // version needed … name length: the same fields, two bytes further on
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
