import type { FastifyBaseLogger } from 'fastify';
import { nowSeconds } from '@quad/platform/server/ids';
import { moveOrder } from './orders';
import { bookPayment } from './pay';
import { providerOf, type TProviderContext } from './providers/channels';
import type { TProviderKind } from './providers/provider';
import { refundLatePayment } from './refunds';

/** An order handed to a provider this long ago without word is asked about: its notification may be lost. */
export const QUIET_PAYING_S = 120;

/**
 * Repairs what notifications did not say: orders still `paying` after a while are asked about (paid
 * ones are booked exactly as their notification would have been), and orders past their time are
 * closed, at the provider first so a payer cannot pay one after it closed here.
 */
export async function repairOrders(
  context: TProviderContext & { log: FastifyBaseLogger },
  now = nowSeconds(),
): Promise<{ booked: number; closed: number }> {
  const { siteDb } = context;
  const rows = await siteDb
    .selectFrom('ledger_orders')
    .selectAll()
    .where('state', 'in', ['created', 'paying'])
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb.and([eb('state', '=', 'paying'), eb('updated', '<=', now - QUIET_PAYING_S)])]))
    .orderBy('expires_at')
    .limit(200)
    .execute();
  let booked = 0;
  let closed = 0;
  for (const order of rows) {
    const expired = Number(order.expires_at) <= now;
    if (order.state === 'paying' && order.method !== 'wallet') {
      try {
        const provider = providerOf(order.method as TProviderKind, context);
        const state = await provider.queryPayment(order.order_no);
        if (state.state === 'paid') {
          const result = await bookPayment(context, state, order.method, 'system:query');
          if (result.outcome === 'posted') booked++;
          if (result.outcome === 'late' && result.order) await refundLatePayment(context, result.order);
          continue;
        }
        if (!expired) continue;
        await provider.closePayment(order.order_no);
      } catch (error) {
        // The provider will be asked again at the next round; the order stays open meanwhile.
        context.log.warn(
          { orderNo: order.order_no, error: error instanceof Error ? error.message : String(error) },
          'ledger: order repair deferred',
        );
        continue;
      }
    }
    if (
      expired &&
      (await siteDb.transaction((tx) => moveOrder(tx, order, ['created', 'paying'], 'closed', {}, '超时未支付，订单关闭', 'system')))
    )
      closed++;
  }
  return { booked, closed };
}
