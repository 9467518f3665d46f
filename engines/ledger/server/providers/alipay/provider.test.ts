import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { ForgedNotification, ProviderError, type TPaymentRequest } from '../provider';
import { startAlipayFake, type TAlipayFake } from './fake';
import { alipayProvider } from './provider';
import { rawMember } from './signature';
import { beijingTime, fenToYuan, fromBeijingTime, yuanToFen } from './units';

const outbound = createOutbound({ allowPrivate: true });
let fake: TAlipayFake;
beforeAll(async () => {
  fake = await startAlipayFake();
});
afterAll(async () => {
  await fake.close();
  await outbound.close();
});

const provider = () => alipayProvider(fake.config, outbound, 5000);
let serial = 0;
const request = (amountFen: number): TPaymentRequest => ({
  orderNo: `T${Date.now()}${++serial}`,
  amountFen,
  description: '2026 秋季学费',
  scene: 'h5',
  clientIp: '203.0.113.7',
  notifyUrl: 'https://quad.example.edu/api/ledger/notify/alipay',
  returnUrl: 'https://quad.example.edu/pay/result',
  expiresAt: 1_790_000_000,
});

/** An order the payer has opened the cashier of (Alipay knows it), optionally paid. */
async function openOrder(amountFen: number, paid = false) {
  const req = request(amountFen);
  const start = await provider().startPayment(req);
  if (start.kind !== 'redirect') throw new Error('expected a redirect');
  fake.openCashier(start.url);
  const notification = paid ? fake.pay(req.orderNo) : undefined;
  return { orderNo: req.orderNo, notification };
}

describe('amounts and times', () => {
  it('converts fen and yuan through strings, never floats', () => {
    expect([1230, 1, 0, 123456, 10].map(fenToYuan)).toEqual(['12.30', '0.01', '0.00', '1234.56', '0.10']);
    expect(['12.30', '12.3', '0.01', '1234.56', '-0.01', '7'].map(yuanToFen)).toEqual([1230, 1230, 1, 123456, -1, 700]);
    expect(['1.234', '1e3', '', '1,00', ' .5'].map(yuanToFen)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(() => fenToYuan(12.5)).toThrow(RangeError);
  });

  it('writes and reads Beijing time', () => {
    expect(beijingTime(0)).toBe('1970-01-01 08:00:00');
    expect(fromBeijingTime('2026-01-02 00:30:00')).toBe(Date.UTC(2026, 0, 1, 16, 30) / 1000);
    expect(fromBeijingTime('2026-01-02T00:30:00')).toBeUndefined();
  });

  it('takes an answer’s signed text as sent, not re-serialized', () => {
    const body = '{"x_response":{"msg":"a \\"}\\" b","n":1.50,"list":[{"k":"}"}]},"sign":"abc"}';
    expect(rawMember(body, 'x_response')).toBe('{"msg":"a \\"}\\" b","n":1.50,"list":[{"k":"}"}]}');
    expect(rawMember(body, 'y_response')).toBeUndefined();
  });
});

describe('the Alipay provider against the local fake', () => {
  it('starts a wap payment with a signed URL carrying the amount in yuan', async () => {
    for (const [fen, yuan] of [
      [1230, '12.30'],
      [1, '0.01'],
    ] as const) {
      const req = request(fen);
      const start = await provider().startPayment(req);
      expect(start.kind).toBe('redirect');
      const url = new URL((start as { url: string }).url);
      expect(`${url.origin}${url.pathname}`).toBe(fake.config.gateway);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({
        app_id: fake.config.appId,
        method: 'alipay.trade.wap.pay',
        sign_type: 'RSA2',
        charset: 'utf-8',
        version: '1.0',
      });
      expect(params).toMatchObject({ notify_url: req.notifyUrl, return_url: req.returnUrl });
      expect(JSON.parse(params.biz_content)).toEqual({
        out_trade_no: req.orderNo,
        total_amount: yuan,
        subject: '2026 秋季学费',
        product_code: 'QUICK_WAP_WAY',
        time_expire: '2026-09-21 22:13:20',
      });
      // Verified here by hand, independently of the adapter's signing code.
      const { sign, ...signed } = params;
      const content = Object.keys(signed)
        .sort()
        .map((k) => `${k}=${signed[k]}`)
        .join('&');
      expect(createVerify('RSA-SHA256').update(content).verify(fake.appPublicKey, sign, 'base64')).toBe(true);
      expect(() => fake.openCashier(url.toString())).not.toThrow();
    }
  });

  it('reads the fake’s payment notification as paid, and answers it as Alipay expects', async () => {
    const { orderNo, notification } = await openOrder(1230, true);
    const read = await provider().readNotification(notification!);
    expect(read).toMatchObject({ orderNo, state: 'paid', amountFen: 1230 });
    expect(read.providerTxnId).toMatch(/^2026\d{24}$/);
    expect(read.notificationId).not.toBe('');
    expect(Math.abs(read.paidAt - Date.now() / 1000)).toBeLessThan(5);
    expect(provider().notificationAnswer(true)).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
    expect(provider().notificationAnswer(false).body).toBe('fail');
  });

  it('refuses forged, tampered and foreign notifications', async () => {
    const { orderNo, notification } = await openOrder(500, true);
    const tampered = new URLSearchParams(notification!.rawBody);
    tampered.set('total_amount', '0.01');
    const forgeries = [
      fake.notification(orderNo, {}, 'stranger'),
      { ...notification!, rawBody: tampered.toString() },
      fake.notification(orderNo, { app_id: '2021000000009999' }),
      fake.notification(orderNo, { seller_id: '2088000000009999' }),
      fake.notification(orderNo, { sign_type: 'RSA' }),
      {
        ...notification!,
        rawBody: new URLSearchParams([...new URLSearchParams(notification!.rawBody)].filter(([k]) => k !== 'sign')).toString(),
      },
    ];
    for (const forged of forgeries) await expect(provider().readNotification(forged)).rejects.toBeInstanceOf(ForgedNotification);
  });

  it('queries paid, unpaid and not yet opened orders', async () => {
    const paid = await openOrder(1230, true);
    expect(await provider().queryPayment(paid.orderNo)).toMatchObject({ state: 'paid', amountFen: 1230 });
    const open = await openOrder(800);
    expect(await provider().queryPayment(open.orderNo)).toEqual({
      orderNo: open.orderNo,
      state: 'unpaid',
      providerTxnId: expect.any(String),
      amountFen: 0,
      paidAt: 0,
    });
    expect(await provider().queryPayment('NEVER-OPENED')).toEqual({
      orderNo: 'NEVER-OPENED',
      state: 'unpaid',
      providerTxnId: '',
      amountFen: 0,
      paidAt: 0,
    });
  });

  it('closes an unpaid order, twice without error, and an order Alipay never saw; not a paid one', async () => {
    const { orderNo } = await openOrder(800);
    await provider().closePayment(orderNo);
    await provider().closePayment(orderNo);
    expect((await provider().queryPayment(orderNo)).state).toBe('closed');
    await provider().closePayment('NEVER-OPENED-2');
    const paid = await openOrder(800, true);
    await expect(provider().closePayment(paid.orderNo)).rejects.toMatchObject({ code: 'ACQ.TRADE_STATUS_ERROR' });
  });

  it('refunds in part, refuses more than was paid, then refunds the rest', async () => {
    const { orderNo } = await openOrder(1000, true);
    const refund = (refundNo: string, amountFen: number) =>
      provider().refund({
        orderNo,
        refundNo,
        amountFen,
        totalFen: 1000,
        reason: '退课',
        notifyUrl: 'https://quad.example.edu/api/ledger/notify/alipay',
      });
    expect(await refund(`${orderNo}-R1`, 300)).toMatchObject({ refundNo: `${orderNo}-R1`, state: 'success' });
    // A retry of the same refund moves no money (fund_change N) and still reads as done.
    expect(await refund(`${orderNo}-R1`, 300)).toMatchObject({ state: 'success' });
    const tooMuch = await refund(`${orderNo}-R2`, 701).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(ProviderError);
    expect(tooMuch).toMatchObject({ code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
    expect(await provider().queryRefund(orderNo, `${orderNo}-R2`)).toMatchObject({ state: 'processing' });
    expect(await refund(`${orderNo}-R3`, 700)).toMatchObject({ state: 'success' });
    expect(await provider().queryRefund(orderNo, `${orderNo}-R3`)).toMatchObject({ state: 'success' });
    expect(await provider().queryPayment(orderNo)).toMatchObject({ state: 'refunded', amountFen: 1000 });
    expect(await provider().readNotification(fake.notification(orderNo))).toMatchObject({ state: 'refunded', amountFen: 1000 });
  });

  it('reads the day’s statement, plain and zipped, with pay and refund lines', async () => {
    const paid = await openOrder(1, true);
    await provider().refund({
      orderNo: paid.orderNo,
      refundNo: `${paid.orderNo}-R1`,
      amountFen: 1,
      totalFen: 1,
      reason: '',
      notifyUrl: '',
    });
    const big = await openOrder(123456, true);
    const dropped = await openOrder(200, true);
    const day = beijingTime(Math.floor(Date.now() / 1000)).slice(0, 10);
    fake.dropFromBill(dropped.orderNo);
    fake.plantExtraBillLine(day, { orderNo: 'STRANGER', providerTxnId: '2026999', kind: 'pay', refundNo: '', amountFen: 4200 });
    for (const zipped of [false, true]) {
      fake.zipBills = zipped;
      const lines = await provider().statement(day);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ orderNo: paid.orderNo, kind: 'pay', refundNo: '', amountFen: 1 }),
          expect.objectContaining({ orderNo: paid.orderNo, kind: 'refund', refundNo: `${paid.orderNo}-R1`, amountFen: 1 }),
          expect.objectContaining({ orderNo: big.orderNo, kind: 'pay', amountFen: 123456 }),
          { orderNo: 'STRANGER', providerTxnId: '2026999', kind: 'pay', refundNo: '', amountFen: 4200 },
        ]),
      );
      expect(lines.some((l) => l.orderNo === dropped.orderNo)).toBe(false);
      expect(lines.every((l) => l.providerTxnId !== '' && l.amountFen > 0)).toBe(true);
    }
    fake.zipBills = false;
  });

  it('is refused by the gateway when it signs with the wrong key', async () => {
    const stranger = await startAlipayFake();
    await stranger.close();
    const before = fake.badSignatures;
    const wrong = alipayProvider({ ...fake.config, privateKey: stranger.config.privateKey }, outbound, 5000);
    await expect(wrong.queryPayment('ANY')).rejects.toMatchObject({ code: 'isv.invalid-signature' });
    expect(fake.badSignatures).toBe(before + 1);
  });

  it('believes no answer it cannot verify', async () => {
    const stranger = await startAlipayFake();
    const trusting = alipayProvider({ ...fake.config, alipayPublicKey: stranger.config.alipayPublicKey }, outbound, 5000);
    await stranger.close();
    await expect(trusting.queryPayment('ANY')).rejects.toMatchObject({ code: 'bad-signature' });
  });

  it('reports Alipay’s system errors and an unreachable gateway', async () => {
    fake.failNext(1);
    await expect(provider().queryPayment('ANY')).rejects.toMatchObject({ code: 'isp.unknown-error' });
    const gone = alipayProvider({ ...fake.config, gateway: 'http://127.0.0.1:1/gateway.do' }, outbound, 1000);
    const error = await gone.queryPayment('ANY').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'unreachable' });
  });
});
