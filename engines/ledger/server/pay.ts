import { fail, refuse } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { PAY_METHOD_NAMES, type TPayMethod, type TPaymentStart } from '../contract';
import { clearingAccount, postTransaction, walletAccount } from './accounts';
import { createOrder, loadOrder, moveOrder, orderByNo, toOrder, type TNewOrder, type TOrderRow } from './orders';
import { runPaidHandlers } from './paid-handlers';
import { payMethodsOf, providerOf, wechatAppIdOf, type TProviderContext } from './providers/channels';
import { PROVIDER_FAILED_MESSAGE, ProviderError, type TPayScene, type TProviderKind } from './providers/provider';
import { needOpenId, storedOpenId } from './wechat-openid';

export const NOTIFY_PATH = '/api/ledger/notify';

export interface TPayInput {
  orderId: string;
  userId: string;
  method: TPayMethod;
  scene: TPayScene;
  /** Ignored (the original clients' field): JSAPI pays with the openid the server got by the official account's authorization. */
  openId?: string;
  clientIp: string;
  /** Where the provider sends the payer back (a page of this site). */
  returnUrl: string;
}

/**
 * Pays one of the person's orders: from the wallet at once, or by handing the payer to the provider
 * (the order becomes `paying`; the notification or the query job makes it `paid`). Asking again for an
 * order being paid hands the payer over again; a paid, closed or timed-out order is refused.
 */
export async function payOrder(context: TProviderContext, input: TPayInput): Promise<TPaymentStart> {
  const { siteDb } = context;
  const order = await loadOrder(siteDb, input.orderId, input.userId);
  if (order.state === 'paid' || order.state === 'refunding' || order.state === 'refunded')
    throw refuse('ledger.paid', '订单已支付，请勿重复支付');
  if (order.state === 'closed' || nowSeconds() >= Number(order.expires_at)) throw refuse('ledger.closed', '订单已关闭，请重新下单');
  if (!payMethodsOf(context.site, context.platform).includes(input.method)) throw fail('本站不支持该支付方式');
  if (input.method === 'wallet' && order.credit_account === walletAccount(input.userId)) throw fail('钱包充值不能使用钱包余额支付');
  const openId = input.method === 'wechat' && input.scene === 'jsapi' ? await payerOpenId(context, input.userId) : undefined;
  if (order.state === 'paying' && order.method !== input.method) await leaveProvider(context, order);
  if (input.method === 'wallet') {
    await payFromWallet(context, order, input.userId);
    return { kind: 'paid' };
  }
  if (order.state === 'created' || order.method !== input.method) {
    await siteDb.transaction((tx) =>
      moveOrder(
        tx,
        order,
        ['created', 'paying'],
        'paying',
        { method: input.method },
        `使用${PAY_METHOD_NAMES[input.method]}支付`,
        input.userId,
      ),
    );
  }
  const provider = providerOf(input.method, context);
  try {
    return await provider.startPayment({
      orderNo: order.order_no,
      amountFen: Number(order.amount),
      description: order.title.slice(0, 127),
      scene: input.scene,
      openId,
      clientIp: input.clientIp,
      notifyUrl: `${context.origin}${NOTIFY_PATH}/${input.method}`,
      returnUrl: input.returnUrl,
      expiresAt: Number(order.expires_at),
    });
  } catch (error) {
    if (error instanceof ProviderError) throw fail(PROVIDER_FAILED_MESSAGE);
    throw error;
  }
}

/**
 * The payer's openid under the site's WeChat app id, for JSAPI: the one the server kept from the official
 * account's authorization (never one the page sends); without it the page is sent to get it first.
 */
async function payerOpenId(context: TProviderContext, userId: string): Promise<string> {
  const appId = wechatAppIdOf(context.site, context.platform);
  const openId = appId ? await storedOpenId(context.siteDb, userId, appId) : undefined;
  if (!openId) throw needOpenId(context);
  return openId;
}

/** How the payer chose to pay, as every area's pay call takes it. */
export interface TPayChoice {
  method: TPayMethod;
  scene: TPayScene;
  /** Ignored, see `TPayInput.openId`. */
  openId?: string;
  clientIp: string;
}

/**
 * Pays one of the person's orders the way they chose and answers what the page does next; the provider
 * sends the payer back to the site's page `returnPage` (`payment/result`) with `?order=<id>`.
 */
export async function payAndReturn(
  context: TProviderContext,
  order: { id: string },
  userId: string,
  choice: TPayChoice,
  returnPage: string,
) {
  const returnUrl = `${context.origin}${context.site.basePath}${returnPage}?order=${order.id}`;
  return { orderId: order.id, start: await payOrder(context, { orderId: order.id, userId, ...choice, returnUrl }) };
}

/** Who is paying: the signed-in person and the address their request came from (the provider wants it). */
export interface TPayer {
  userId: string;
  clientIp: string;
}

/** How the payer chose to pay, as the contract's `payChoiceFields` take it. */
export type TPayRequest = Omit<TPayChoice, 'clientIp'>;

/** A pay call for an amount the payer chooses, as the contract's `payFields` take it. */
export interface TAmountPayRequest extends TPayRequest {
  amountFen: number;
  requestId: string;
}

/**
 * An area's pay call in one step: opens the order (or, for the same idempotency key, finds it again)
 * and hands the payer over the way they chose, as `payAndReturn` does. The area checks first whatever
 * must hold before money is taken (the card is known, the account not disabled).
 */
export async function payFor(
  context: TProviderContext,
  who: TPayer,
  order: Omit<TNewOrder, 'userId'>,
  request: TPayRequest,
  returnPage: string,
) {
  const opened = await createOrder(context.siteDb, { ...order, userId: who.userId });
  const choice = { method: request.method, scene: request.scene, clientIp: who.clientIp };
  return payAndReturn(context, opened, who.userId, choice, returnPage);
}

/**
 * The payer changes their mind after being handed to one provider: that provider's order is closed
 * first, so the same order cannot be paid twice, once there and once another way. If it was paid
 * there meanwhile, that payment is booked and the change is refused.
 */
async function leaveProvider(context: TProviderContext, order: TOrderRow): Promise<void> {
  const provider = providerOf(order.method as TProviderKind, context);
  try {
    await provider.closePayment(order.order_no);
    const state = await provider.queryPayment(order.order_no);
    if (state.state === 'paid') {
      await bookPayment(context, state, order.method, 'system:query');
      throw refuse('ledger.paid', '订单已支付，请勿重复支付');
    }
  } catch (error) {
    if (error instanceof ProviderError) throw fail(PROVIDER_FAILED_MESSAGE);
    throw error;
  }
}

async function payFromWallet(context: TProviderContext, order: TOrderRow, userId: string): Promise<void> {
  await context.siteDb.transaction(async (tx) => {
    const now = nowSeconds();
    const moved = await moveOrder(
      tx,
      order,
      ['created', 'paying'],
      'paid',
      { method: 'wallet', paid_amount: order.amount, paid_at: now },
      '钱包余额支付',
      userId,
    );
    if (!moved) throw refuse('ledger.paid', '订单已支付，请勿重复支付');
    await postTransaction(tx, {
      orderId: order.id,
      kind: 'pay',
      memo: order.title,
      lines: [
        { account: walletAccount(userId), amount: -Number(order.amount) },
        { account: order.credit_account, amount: Number(order.amount) },
      ],
    });
    await runPaidHandlers({
      siteDb: tx,
      order: toOrder({ ...order, state: 'paid', method: 'wallet', paid_amount: order.amount, paid_at: now }),
      userId,
    });
  });
}

/** What taking a provider's word that an order is paid came to (kept with the notification). */
export type TPaidOutcome = 'posted' | 'duplicate' | 'late' | 'unknown-order' | 'amount-mismatch' | 'wrong-provider';

/**
 * Books a payment the provider reports: once, whoever reports it first (the notification, a replay,
 * the query job). The amount must be the order's to the fen; a payment for a closed order is
 * booked (the money did arrive) and marked `late`, for the caller to refund.
 */
export async function bookPayment(
  context: TProviderContext,
  report: { orderNo: string; amountFen: number; providerTxnId: string; paidAt: number },
  method: string,
  actor: string,
): Promise<{ outcome: TPaidOutcome; order?: TOrderRow }> {
  return context.siteDb.transaction(async (tx) => {
    const order = await orderByNo(tx, report.orderNo);
    if (!order) return { outcome: 'unknown-order' };
    if (report.amountFen !== Number(order.amount)) return { outcome: 'amount-mismatch', order };
    if (order.method !== method && order.method !== '') return { outcome: 'wrong-provider', order };
    const late = order.state === 'closed';
    const change = { method, paid_amount: report.amountFen, paid_at: report.paidAt || nowSeconds(), provider_txn_id: report.providerTxnId };
    const moved = await moveOrder(tx, order, ['created', 'paying', 'closed'], 'paid', change, late ? '关闭后收到付款' : '支付成功', actor);
    if (!moved) return { outcome: 'duplicate', order };
    await postTransaction(tx, {
      orderId: order.id,
      kind: order.credit_account.startsWith('wallet:') ? 'topup' : 'pay',
      memo: order.title,
      lines: [
        { account: clearingAccount(method), amount: -report.amountFen },
        { account: order.credit_account, amount: report.amountFen },
      ],
    });
    const paid: TOrderRow = { ...order, ...change, state: 'paid' };
    // A late payment is returned at once: the area never acts on it.
    if (!late) await runPaidHandlers({ siteDb: tx, order: toOrder(paid), userId: order.user_id });
    return { outcome: late ? 'late' : 'posted', order: paid };
  });
}
