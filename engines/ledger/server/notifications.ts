import type { FastifyBaseLogger } from 'fastify';
import { preparedQuery } from '@quad/platform/server/db/prepared';
import { sharedTransaction } from '@quad/platform/server/db/shared-commit';
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

/** A notification's id, kept the first time (0 rows: it came before). */
const takeNotification = preparedQuery((siteDb, v: { provider: string; id: string; orderNo: string; created: number }) =>
  siteDb
    .insertInto('ledger_notifications', { provider: v.provider, notification_id: v.id, order_no: v.orderNo, outcome: 'taken', created: v.created })
    .onConflict((oc) => oc.columns(['site_id', 'provider', 'notification_id']).doNothing()),
);
const noteOutcome = preparedQuery((siteDb, v: { provider: string; id: string; outcome: string }) =>
  siteDb.updateTable('ledger_notifications').set({ outcome: v.outcome }).where('provider', '=', v.provider).where('notification_id', '=', v.id),
);

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

  // Notifications come in bursts (a provider's retries, a morning of fees): their bookings share commits.
  const outcome = await sharedTransaction(context.siteDb, async (tx) => {
    const taken = await takeNotification.run(tx, { provider: kind, id: notice.notificationId, orderNo: notice.orderNo, created: nowSeconds() });
    if (taken === 0) return { outcome: 'replay' as const };
    const booked = await bookPayment({ ...context, siteDb: tx }, notice, kind, `provider:${kind}`);
    await noteOutcome.run(tx, { provider: kind, id: notice.notificationId, outcome: booked.outcome });
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
