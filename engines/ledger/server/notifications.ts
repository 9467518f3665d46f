import type { FastifyBaseLogger } from 'fastify';
import { nowSeconds } from '@quad/platform/server/ids';
import { bookPayment } from './pay';
import { providerOf, type TProviderContext } from './providers/channels';
import {
  ForgedNotification,
  ProviderError,
  type TNotificationAnswer,
  type TProviderKind,
  type TRawNotification,
} from './providers/provider';
import { refundLatePayment } from './refunds';

/**
 * Takes a provider's payment notification: verified by the provider's adapter, taken once by its id
 * (a replay answers success and changes nothing), booked once per order whatever arrives first.
 * Forged ones, and ones for orders this site does not have (another school's), change nothing and
 * are logged; so is a wrong amount, which the finance office sees in reconciliation. Only a failure
 * of our own asks the provider to send it again.
 */
export async function acceptNotification(
  context: TProviderContext & { log: FastifyBaseLogger },
  kind: TProviderKind,
  raw: TRawNotification,
): Promise<TNotificationAnswer> {
  const provider = providerOf(kind, context);
  let notice;
  try {
    notice = await provider.readNotification(raw);
  } catch (error) {
    if (error instanceof ForgedNotification) {
      context.log.warn({ provider: kind, reason: error.message }, 'ledger: payment notification refused (does not verify)');
      return provider.notificationAnswer(false);
    }
    // Verified but not about a payment (a refund's result): refunds are settled by asking the provider.
    if (error instanceof ProviderError) return provider.notificationAnswer(true);
    throw error;
  }
  if (notice.state !== 'paid') return provider.notificationAnswer(true);

  const outcome = await context.siteDb.transaction(async (tx) => {
    const taken = await tx
      .insertInto('ledger_notifications', {
        provider: kind,
        notification_id: notice.notificationId,
        order_no: notice.orderNo,
        outcome: 'taken',
        created: nowSeconds(),
      })
      .onConflict((oc) => oc.columns(['site_id', 'provider', 'notification_id']).doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows) === 0) return { outcome: 'replay' as const };
    const booked = await bookPayment({ ...context, siteDb: tx }, notice, kind, `provider:${kind}`);
    await tx
      .updateTable('ledger_notifications')
      .set({ outcome: booked.outcome })
      .where('provider', '=', kind)
      .where('notification_id', '=', notice.notificationId)
      .execute();
    return booked;
  });
  if (outcome.outcome === 'late' && outcome.order) await refundLatePayment(context, outcome.order);
  if (outcome.outcome === 'unknown-order' || outcome.outcome === 'amount-mismatch' || outcome.outcome === 'wrong-provider') {
    context.log.warn(
      { provider: kind, orderNo: notice.orderNo, amountFen: notice.amountFen, outcome: outcome.outcome },
      'ledger: payment notification not booked',
    );
  }
  return provider.notificationAnswer(true);
}
