import { createOrder, payAndReturn, type TPayer, type TPayRequest, type TProviderContext } from '@quad/ledger-engine/server';
import type { TPaymentStart } from '@quad/ledger-engine/contract';
import { myItem, requirePayable } from './hall';

export interface TPayFeeInput extends TPayRequest {
  id: string;
}

/**
 * Pays one of my items. One order per person and attempt: an open order is paid again (another
 * method, the cashier reopened), and a new one is made only after the last closed, keyed by how many
 * came before, so two taps or two devices at once make the same order, never two payable ones.
 */
export async function payFee(
  context: TProviderContext,
  who: TPayer,
  input: TPayFeeInput,
): Promise<{ orderId: string; start: TPaymentStart }> {
  const { item, amountFen, orders } = await myItem(context.siteDb, who.userId, input.id);
  requirePayable(item, orders);
  const open = orders.find((o) => (o.state === 'created' || o.state === 'paying') && o.expiresAt > Date.now() / 1000);
  const order =
    open ??
    (await createOrder(context.siteDb, {
      app: 'payment',
      ref: item.id,
      userId: who.userId,
      title: item.title,
      amountFen,
      idempotencyKey: `fee_${item.id}_${orders.length}`,
    }));
  return payAndReturn(
    context,
    order,
    who.userId,
    { method: input.method, scene: input.scene, openId: input.openId, clientIp: who.clientIp },
    'payment/result',
  );
}
