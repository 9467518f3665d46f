import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { serverForFile } from '@quad/server/test/harness';
import { acceptNotification } from './notifications';
import { demoProviderOf, type TProviderContext } from './providers/channels';
import { beijingDay } from './providers/beijing-day';
import {
  approveRefund,
  bookPayment,
  checkBalances,
  createOrder,
  loadOrder,
  onOrderPaid,
  orderEvents,
  payOrder,
  reconcileDay,
  repairOrders,
  requestRefund,
  walletBalance,
  walletRecords,
} from './index';

const t = serverForFile();
const sites: Record<string, TSite> = {};
beforeAll(async () => {
  for (const id of ['north', 'south']) sites[id] = (await t.platform.sites.get(id))!;
});
const context = (siteId = 'north'): TProviderContext & { log: typeof t.app.log } => ({
  site: sites[siteId]!,
  siteDb: new SiteDb(t.platform.database.db, siteId),
  platform: t.platform,
  origin: siteId === 'north' ? 'http://localhost' : 'http://south.localhost',
  log: t.app.log,
});

let keys = 0;
const key = () => `k_${Date.now()}_${keys++}`;
const STUDENT = 'u_student';

const newOrder = (amountFen = 5000, extra: { userId?: string; topUp?: boolean; siteId?: string } = {}) =>
  createOrder(context(extra.siteId).siteDb, {
    app: 'payment',
    ref: 'exam_fee',
    userId: extra.userId ?? STUDENT,
    title: '英语四级考试报名费',
    amountFen,
    idempotencyKey: key(),
    topUp: extra.topUp,
  });

const startDemo = (orderId: string, userId = STUDENT, siteId = 'north') =>
  payOrder(context(siteId), {
    orderId,
    userId,
    method: 'demo',
    scene: 'h5',
    clientIp: '127.0.0.1',
    returnUrl: 'http://localhost/payment/result',
  });

/** Pays an order at the demo provider and delivers its notification: what the cashier's 确认支付 does. */
async function payWithDemo(orderId: string, userId = STUDENT, siteId = 'north') {
  await startDemo(orderId, userId, siteId);
  const order = await loadOrder(context(siteId).siteDb, orderId);
  const notification = await demoProviderOf(context(siteId)).pay(order.order_no);
  return { notification, answer: await acceptNotification(context(siteId), 'demo', notification) };
}

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

afterEach(async () => {
  for (const siteId of ['north', 'south']) {
    const check = await checkBalances(context(siteId).siteDb);
    expect(check.unbalancedTransactions).toEqual([]);
    expect(check.accountsOff).toEqual([]);
    expect(check.total).toBe(0);
  }
});

describe('orders', () => {
  it('one key is one order; the same key for another amount is refused', async () => {
    const siteDb = context().siteDb;
    const input = { app: 'payment', ref: 'exam_fee', userId: STUDENT, title: '报名费', amountFen: 3000, idempotencyKey: key() };
    const [a, b] = await Promise.all([createOrder(siteDb, input), createOrder(siteDb, input)]);
    expect(a.id).toBe(b.id);
    expect(a.orderNo).toMatch(/^Q\d{8}[0-9a-f]{16}$/);
    expect(await reason(createOrder(siteDb, { ...input, amountFen: 3001 }))).toBe('该请求号已用于另一笔订单，请刷新页面后重试');
  });

  it('another person or site cannot pay or read the order', async () => {
    const order = await newOrder();
    expect(await reason(startDemo(order.id, 'u_other'))).toBe('订单不存在');
    expect(await reason(startDemo(order.id, STUDENT, 'south'))).toBe('订单不存在');
  });
});

describe('provider notifications', () => {
  it('a paid order is booked once: the answer, a replay and parallel copies', async () => {
    const order = await newOrder(5000);
    const start = await startDemo(order.id);
    expect(start).toMatchObject({ kind: 'redirect' });
    expect((await loadOrder(context().siteDb, order.id)).state).toBe('paying');
    const notification = await demoProviderOf(context()).pay(order.orderNo);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => acceptNotification(context(), 'demo', notification)));
    expect(answers.every((a) => a.status === 200 && a.body === 'success')).toBe(true);
    const paid = await loadOrder(context().siteDb, order.id);
    expect(paid).toMatchObject({ state: 'paid', method: 'demo' });
    expect(Number(paid.paid_amount)).toBe(5000);
    const postings = await context().siteDb.selectFrom('ledger_transactions').select('id').where('order_id', '=', order.id).execute();
    expect(postings).toHaveLength(1);
    expect((await orderEvents(context().siteDb, order.id)).map((e) => e.to)).toEqual(['created', 'paying', 'paid']);
  });

  it('a forged or tampered notification changes nothing and asks again', async () => {
    const order = await newOrder(5000);
    await startDemo(order.id);
    const notification = await demoProviderOf(context()).pay(order.orderNo);
    const tampered = { ...notification, rawBody: notification.rawBody.replace('"amountFen":5000', '"amountFen":1') };
    expect((await acceptNotification(context(), 'demo', tampered)).status).toBe(500);
    expect((await acceptNotification(context(), 'demo', { ...notification, headers: {} })).status).toBe(500);
    expect((await loadOrder(context().siteDb, order.id)).state).toBe('paying');
  });

  it("another school's notification does not verify on this site and books nothing", async () => {
    const order = await newOrder(5000, { siteId: 'south' });
    await startDemo(order.id, STUDENT, 'south');
    const notification = await demoProviderOf(context('south')).pay(order.orderNo);
    expect((await acceptNotification(context('north'), 'demo', notification)).status).toBe(500);
    expect(
      (
        await bookPayment(
          context('north'),
          { orderNo: order.orderNo, amountFen: 5000, providerTxnId: 'x', paidAt: nowSeconds() },
          'demo',
          'test',
        )
      ).outcome,
    ).toBe('unknown-order');
    expect((await loadOrder(context('south').siteDb, order.id)).state).toBe('paying');
  });

  it('an amount that is not the order’s is not booked', async () => {
    const order = await newOrder(5000);
    await startDemo(order.id);
    const result = await bookPayment(
      context(),
      { orderNo: order.orderNo, amountFen: 4999, providerTxnId: 'x', paidAt: nowSeconds() },
      'demo',
      'test',
    );
    expect(result.outcome).toBe('amount-mismatch');
    expect((await loadOrder(context().siteDb, order.id)).state).toBe('paying');
  });
});

describe('areas told of payments', () => {
  it('an area’s handler runs once per paid order, in the booking’s transaction, whatever arrives twice', async () => {
    const told: string[] = [];
    onOrderPaid('cardtest', async ({ order, siteDb }) => {
      told.push(order.id);
      expect(siteDb.db.isTransaction).toBe(true);
    });
    const order = await createOrder(context().siteDb, {
      app: 'cardtest',
      ref: 'topup',
      userId: STUDENT,
      title: '校园卡充值',
      amountFen: 2000,
      idempotencyKey: key(),
    });
    const { notification } = await payWithDemo(order.id);
    await acceptNotification(context(), 'demo', notification);
    await repairOrders(context(), nowSeconds() + 3600);
    expect(told).toEqual([order.id]);
  });
});

describe('timeouts and lost notifications', () => {
  it('a lost notification is repaired by asking the provider; a timed-out order closes', async () => {
    const lost = await newOrder(1200);
    await startDemo(lost.id);
    await demoProviderOf(context()).pay(lost.orderNo); // paid, but its notification never arrives
    const stale = await newOrder(800);
    await startDemo(stale.id);
    const later = nowSeconds() + 3600;
    const result = await repairOrders(context(), later);
    expect(result.booked).toBeGreaterThanOrEqual(1);
    expect((await loadOrder(context().siteDb, lost.id)).state).toBe('paid');
    expect((await loadOrder(context().siteDb, stale.id)).state).toBe('closed');
    expect(await reason(startDemo(stale.id))).toBe('订单已关闭，请重新下单');
  });

  it('a payment arriving after its order closed is booked and returned whole', async () => {
    const order = await newOrder(2500);
    await startDemo(order.id);
    const notification = await demoProviderOf(context()).pay(order.orderNo);
    await context().siteDb.updateTable('ledger_orders').set({ state: 'closed' }).where('id', '=', order.id).execute();
    await acceptNotification(context(), 'demo', notification);
    const after = await loadOrder(context().siteDb, order.id);
    expect(after.state).toBe('refunded');
    expect(Number(after.refunded_amount)).toBe(2500);
  });
});

describe('wallet', () => {
  it('tops up through the provider, pays from the balance, and lists its records', async () => {
    const userId = `u_wallet_${key()}`;
    const topUp = await newOrder(10000, { userId, topUp: true });
    expect(
      await reason(payOrder(context(), { orderId: topUp.id, userId, method: 'wallet', scene: 'h5', clientIp: '', returnUrl: '' })),
    ).toBe('钱包充值不能使用钱包余额支付');
    await payWithDemo(topUp.id, userId);
    expect(await walletBalance(context().siteDb, userId)).toBe(10000);
    const fee = await newOrder(3000, { userId });
    expect(await payOrder(context(), { orderId: fee.id, userId, method: 'wallet', scene: 'h5', clientIp: '', returnUrl: '' })).toEqual({
      kind: 'paid',
    });
    expect(await walletBalance(context().siteDb, userId)).toBe(7000);
    const records = (await walletRecords(context().siteDb, userId, { offset: 0, size: 10 })).items;
    expect(records.map((r) => [r.kind, r.amountFen, r.balanceFen])).toEqual([
      ['spend', -3000, 7000],
      ['topup', 10000, 10000],
    ]);
  });

  it('50 parallel spends of a small balance never take it below zero', async () => {
    const userId = `u_parallel_${key()}`;
    const topUp = await newOrder(1000, { userId, topUp: true });
    await payWithDemo(topUp.id, userId);
    const orders = await Promise.all(Array.from({ length: 50 }, () => newOrder(300, { userId })));
    const results = await Promise.all(
      orders.map((o) => reason(payOrder(context(), { orderId: o.id, userId, method: 'wallet', scene: 'h5', clientIp: '', returnUrl: '' }))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r !== 'ok').every((r) => r === '钱包余额不足')).toBe(true);
    expect(await walletBalance(context().siteDb, userId)).toBe(100);
  });
});

describe('refunds', () => {
  it('partial refunds add up to the paid amount and never beyond it', async () => {
    const order = await newOrder(5000);
    await payWithDemo(order.id);
    const first = await requestRefund(context().siteDb, {
      orderId: order.id,
      amountFen: 2000,
      reason: '重复报名',
      by: STUDENT,
      key: key(),
      payerId: STUDENT,
    });
    expect(
      await reason(requestRefund(context().siteDb, { orderId: order.id, amountFen: 3001, reason: '多退', by: 'u_admin', key: key() })),
    ).toBe('退款金额超过可退金额');
    expect((await approveRefund(context(), first.id, 'u_admin')).state).toBe('succeeded');
    expect((await loadOrder(context().siteDb, order.id)).state).toBe('paid');
    const second = await requestRefund(context().siteDb, {
      orderId: order.id,
      amountFen: 3000,
      reason: '取消报名',
      by: 'u_admin',
      key: key(),
    });
    await approveRefund(context(), second.id, 'u_admin');
    const after = await loadOrder(context().siteDb, order.id);
    expect(after.state).toBe('refunded');
    expect(Number(after.refunded_amount)).toBe(5000);
    expect(
      await reason(requestRefund(context().siteDb, { orderId: order.id, amountFen: 1, reason: '再退', by: 'u_admin', key: key() })),
    ).toBe('订单未支付或已全额退款，不能申请退款');
    expect(await reason(approveRefund(context(), second.id, 'u_admin'))).toBe('该退款申请已处理');
  });

  it('parallel requests for the whole amount leave one', async () => {
    const order = await newOrder(4000);
    await payWithDemo(order.id);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        reason(requestRefund(context().siteDb, { orderId: order.id, amountFen: 4000, reason: '退', by: 'u_admin', key: key() })),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('finds a payment the provider has that we lack, and one we booked that it lacks', async () => {
    const clean = await newOrder(1500);
    await payWithDemo(clean.id);
    const unrecorded = await newOrder(1600);
    await startDemo(unrecorded.id);
    await demoProviderOf(context()).pay(unrecorded.orderNo); // paid there, never booked here
    const phantom = await newOrder(1700);
    await context().siteDb.updateTable('ledger_orders').set({ method: 'demo' }).where('id', '=', phantom.id).execute();
    await bookPayment(
      context(),
      { orderNo: phantom.orderNo, amountFen: 1700, providerTxnId: 'ghost', paidAt: nowSeconds() },
      'demo',
      'test',
    );

    const report = await reconcileDay(context().siteDb, demoProviderOf(context()), beijingDay(nowSeconds()));
    expect(report.missing.map((l) => l.orderNo)).toContain(unrecorded.orderNo);
    expect(report.extra.map((l) => l.orderNo)).toContain(phantom.orderNo);
    expect(report.missing.map((l) => l.orderNo)).not.toContain(clean.orderNo);
    expect(report.extra.map((l) => l.orderNo)).not.toContain(clean.orderNo);
  });
});
