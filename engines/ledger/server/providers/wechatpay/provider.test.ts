import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { ForgedNotification, ProviderError, type TPaymentRequest } from '../provider';
import { startWechatPayFake, type TWechatPayFake } from './fake';
import { wechatPayProvider } from './provider';
import { decryptResource, encryptResource, nowSeconds, rsaVerify } from './signature';
import { parseTradeBill, yuanToFen } from './trade-bill';

const outbound = createOutbound({ allowPrivate: true });
let fake: TWechatPayFake;
beforeAll(async () => {
  fake = await startWechatPayFake();
});
afterAll(async () => {
  await fake.close();
  await outbound.close();
});

const provider = () => wechatPayProvider(fake.config, outbound, 5000);
let orders = 0;
/** A fresh order number per test: the fake keeps every order for the whole file. */
const request = (changes: Partial<TPaymentRequest> = {}): TPaymentRequest => ({
  orderNo: `T${Date.now()}-${++orders}`,
  amountFen: 1234,
  description: '2025 秋季学期住宿费',
  scene: 'jsapi',
  openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  clientIp: '203.0.113.7',
  notifyUrl: 'https://pay.example.edu.cn/api/ledger/notify/wechat',
  returnUrl: 'https://pay.example.edu.cn/site/ledger/result?order=1',
  expiresAt: nowSeconds() + 900,
  ...changes,
});
/** A started and paid order, with the notification WeChat sent for it. */
const paidOrder = async (changes: Partial<TPaymentRequest> = {}) => {
  const order = request(changes);
  await provider().startPayment(order);
  return { order, notification: fake.pay(order.orderNo) };
};
const beijingDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('money and resources', () => {
  it('reads yuan as fen without float error', () => {
    expect(['0.01', '0.1', '12.30', '1234.56', '0.29', '1.15', '7'].map(yuanToFen)).toEqual([1, 10, 1230, 123456, 29, 115, 700]);
    expect(() => yuanToFen('1.234')).toThrow();
    expect(() => yuanToFen('-1.00')).toThrow();
  });

  it('decrypts what was encrypted, and nothing with another key or associated data', () => {
    const key = 'abcdefghijklmnopqrstuvwxyz012345';
    const resource = encryptResource('{"a":1}', key, 'transaction', 'transaction');
    expect(decryptResource(resource, key)).toBe('{"a":1}');
    expect(() => decryptResource(resource, 'Abcdefghijklmnopqrstuvwxyz012345')).toThrow();
    expect(() => decryptResource({ ...resource, associated_data: 'refund' }, key)).toThrow();
  });
});

describe('the WeChat Pay provider against the local fake', () => {
  it('starts a JSAPI payment whose paySign verifies with the merchant key', async () => {
    const start = await provider().startPayment(request());
    if (start.kind !== 'jsapi') throw new Error('expected jsapi');
    const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = start.params;
    expect({ appId, signType }).toEqual({ appId: fake.config.appId, signType: 'RSA' });
    expect(pkg).toMatch(/^prepay_id=wx\w+$/);
    expect(rsaVerify(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, paySign, fake.merchantPublicKey)).toBe(true);
  });

  it('starts an H5 payment as a redirect that returns to the result page', async () => {
    const order = request({ scene: 'h5', openId: undefined });
    const start = await provider().startPayment(order);
    if (start.kind !== 'redirect') throw new Error('expected redirect');
    expect(start.url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx\w+&package=1&redirect_url=/);
    expect(new URL(start.url).searchParams.get('redirect_url')).toBe(order.returnUrl);
  });

  it('reads the fake’s notification as paid, with the amount and the transaction id', async () => {
    const { order, notification } = await paidOrder();
    const read = await provider().readNotification(notification);
    const queried = await provider().queryPayment(order.orderNo);
    expect(read).toMatchObject({ orderNo: order.orderNo, state: 'paid', amountFen: 1234, providerTxnId: queried.providerTxnId });
    expect(read.providerTxnId).toMatch(/^42000/);
    expect(Math.abs(read.paidAt - nowSeconds())).toBeLessThan(5);
    // A replay of the same event carries the same id.
    expect((await provider().readNotification(fake.notification(order.orderNo))).notificationId).toBe(read.notificationId);
  });

  it('refuses forged, stale, tampered and other merchants’ notifications', async () => {
    const { order } = await paidOrder();
    const forgeries = [
      fake.notification(order.orderNo, { forgeSignature: true }),
      fake.notification(order.orderNo, { serial: 'ANOTHER-SERIAL' }),
      fake.notification(order.orderNo, { timestamp: nowSeconds() - 301 }),
      fake.notification(order.orderNo, { tamperCiphertext: true }),
      fake.notification(order.orderNo, { transaction: { mchid: '1900000999' } }),
      fake.notification(order.orderNo, { transaction: { appid: 'wx0000000000000000' } }),
    ];
    const genuine = fake.notification(order.orderNo);
    forgeries.push({ ...genuine, rawBody: genuine.rawBody.replace('支付成功', '支付失败') });
    for (const forged of forgeries) await expect(provider().readNotification(forged)).rejects.toBeInstanceOf(ForgedNotification);
  });

  it('answers notifications as WeChat v3 expects', () => {
    expect(provider().notificationAnswer(true)).toMatchObject({ status: 200, body: '' });
    const failed = provider().notificationAnswer(false);
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body)).toEqual({ code: 'FAIL', message: '失败' });
  });

  it('queries paid, unpaid, never started and closed orders', async () => {
    const { order: paid } = await paidOrder();
    expect(await provider().queryPayment(paid.orderNo)).toMatchObject({ state: 'paid', amountFen: 1234 });
    const open = request();
    await provider().startPayment(open);
    expect(await provider().queryPayment(open.orderNo)).toEqual({
      orderNo: open.orderNo,
      state: 'unpaid',
      providerTxnId: '',
      amountFen: 0,
      paidAt: 0,
    });
    expect(await provider().queryPayment(request().orderNo)).toMatchObject({ state: 'unpaid', amountFen: 0 });
    fake.closeOrder(open.orderNo);
    expect(await provider().queryPayment(open.orderNo)).toMatchObject({ state: 'closed', amountFen: 0 });
  });

  it('closes an unpaid order, again without error, and reports a paid one', async () => {
    const open = request();
    await provider().startPayment(open);
    await provider().closePayment(open.orderNo);
    await provider().closePayment(open.orderNo);
    expect((await provider().queryPayment(open.orderNo)).state).toBe('closed');
    const { order: paid } = await paidOrder();
    await expect(provider().closePayment(paid.orderNo)).rejects.toMatchObject({ code: 'ORDER_PAID' });
  });

  it('refunds in part, then the rest, and refuses more than was paid', async () => {
    const { order } = await paidOrder({ amountFen: 1000 });
    const refund = (refundNo: string, amountFen: number) =>
      provider().refund({ orderNo: order.orderNo, refundNo, amountFen, totalFen: 1000, reason: '退宿', notifyUrl: order.notifyUrl });
    const first = await refund(`${order.orderNo}-R1`, 300);
    expect(first).toMatchObject({ refundNo: `${order.orderNo}-R1`, state: 'success' });
    expect(first.providerRefundId).not.toBe('');
    await expect(refund(`${order.orderNo}-R2`, 701)).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    expect(await refund(`${order.orderNo}-R2`, 700)).toMatchObject({ state: 'success' });
    expect(await provider().queryRefund(order.orderNo, `${order.orderNo}-R1`)).toEqual(first);
    expect((await provider().queryPayment(order.orderNo)).state).toBe('refunded');
  });

  it('refunds a whole order at once', async () => {
    const { order } = await paidOrder({ amountFen: 1 });
    const whole = {
      orderNo: order.orderNo,
      refundNo: `${order.orderNo}-R`,
      amountFen: 1,
      totalFen: 1,
      reason: '全额退款',
      notifyUrl: order.notifyUrl,
    };
    expect(await provider().refund(whole)).toMatchObject({ state: 'success' });
    await expect(provider().refund({ ...whole, refundNo: `${order.orderNo}-R9` })).rejects.toBeInstanceOf(ProviderError);
  });

  it('reads the day’s statement: payments, refunds, cents and thousands', async () => {
    const small = await paidOrder({ amountFen: 1 });
    const large = await paidOrder({ amountFen: 123456 });
    const hidden = await paidOrder({ amountFen: 500 });
    await provider().refund({
      orderNo: large.order.orderNo,
      refundNo: 'RF-large-1',
      amountFen: 23456,
      totalFen: 123456,
      reason: '部分退款',
      notifyUrl: large.order.notifyUrl,
    });
    fake.dropFromBill(hidden.order.orderNo);
    const lines = await provider().statement(beijingDay());
    const txn = (orderNo: string) => lines.find((l) => l.orderNo === orderNo && l.kind === 'pay')?.providerTxnId;
    expect(lines).toContainEqual({
      orderNo: small.order.orderNo,
      providerTxnId: txn(small.order.orderNo),
      kind: 'pay',
      refundNo: '',
      amountFen: 1,
    });
    expect(lines).toContainEqual({
      orderNo: large.order.orderNo,
      providerTxnId: txn(large.order.orderNo),
      kind: 'pay',
      refundNo: '',
      amountFen: 123456,
    });
    expect(lines).toContainEqual({
      orderNo: large.order.orderNo,
      providerTxnId: txn(large.order.orderNo),
      kind: 'refund',
      refundNo: 'RF-large-1',
      amountFen: 23456,
    });
    expect(lines.some((l) => l.orderNo === hidden.order.orderNo)).toBe(false);
  });

  it('reads an empty day, and a line the ledger never saw', async () => {
    expect(await provider().statement('1999-01-01')).toEqual([]);
    fake.plantExtraBillLine(
      '`2020-01-01 08:00:00,`wx,`1900000109,`0,`,`4200000000000000000000000001,`GHOST-1,`o,`JSAPI,`SUCCESS,`OTHERS,`CNY,`99.90,`0.00,`0,`0,`0.00,`0.00,`,`,`x,`,`0.00000,`0.60%,`99.90,`0.00,`',
    );
    expect(await provider().statement(beijingDay())).toContainEqual({
      orderNo: 'GHOST-1',
      providerTxnId: '4200000000000000000000000001',
      kind: 'pay',
      refundNo: '',
      amountFen: 9990,
    });
    expect(parseTradeBill(fake.billFor('1999-01-01') ?? '')).toEqual([expect.objectContaining({ orderNo: 'GHOST-1', amountFen: 9990 })]);
  });

  it('is refused by the fake when signed with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const before = fake.badSignatures;
    await expect(wechatPayProvider({ ...fake.config, privateKey: other }, outbound, 5000).queryPayment('T-any')).rejects.toMatchObject({
      code: 'SIGN_ERROR',
    });
    expect(fake.badSignatures).toBe(before + 1);
  });

  it('refuses answers that the platform did not sign', async () => {
    const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await expect(
      wechatPayProvider({ ...fake.config, platformPublicKey: otherPlatform }, outbound, 5000).queryPayment('T-any'),
    ).rejects.toMatchObject({
      code: 'bad-signature',
    });
  });

  it('reports WeChat’s system errors and an unreachable API', async () => {
    fake.failNext(1);
    await expect(provider().queryPayment('T-any')).rejects.toMatchObject({ code: 'SYSTEM_ERROR' });
    const gone = wechatPayProvider({ ...fake.config, apiBase: 'http://127.0.0.1:1' }, outbound, 1000);
    const error = await gone.startPayment(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).code).toBe('unreachable');
  });
});
