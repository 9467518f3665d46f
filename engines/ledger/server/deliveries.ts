import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TProviderContext } from './providers/channels';
import { jobContext } from './jobs';
import { onOrderPaid, type TOrderPaid } from './paid-handlers';
import { refundWhole } from './refunds';

/**
 * How an area's paid orders reach the school system that delivers them (a card top-up, kWh on a
 * meter, credit on a network account). The area keeps its own row of what was bought; the engine
 * gives the way there: the row and a job made in the booking's transaction, the job tried again with
 * backoff while the system is down, and, when it refuses or never comes back, the row marked failed
 * and the payer's money returned whole.
 */
export interface TDelivery {
  /** The orders' app. */
  app: string;
  /** The job's kind, `<area>.<what>`. */
  job: string;
  maxAttempts: number;
  /** The first retry's delay; each next one doubles. */
  retryBaseS: number;
  /** The refund's reason as the payer reads it. */
  refundReason: string;
  /** In the booking's transaction: the area's row of what was bought, pending. */
  record(paid: TOrderPaid): Promise<void>;
  /**
   * Posts it, with the order number as the request number so a retry or a second instance never
   * delivers twice; returns without doing anything when the row is no longer pending. A throw is
   * tried again, unless `refused` says the system will never take it.
   */
  deliver(context: TProviderContext, orderId: string): Promise<void>;
  refused(error: unknown): boolean;
  /** Notes why an attempt failed; `final` marks the row failed (its money is returned next). */
  setback(siteDb: SiteDb, orderId: string, note: string, final: boolean): Promise<void>;
}

const ZPayload = z.object({ orderId: z.string() });

export function deliverPaidOrders(app: FastifyInstance, platform: TPlatform, delivery: TDelivery): void {
  const jobs = app.jobs.define({
    kind: delivery.job,
    payload: ZPayload,
    maxAttempts: delivery.maxAttempts,
    retryBaseS: delivery.retryBaseS,
    run: async (siteDb, { orderId }, at) => {
      const context = jobContext(platform, at.site, siteDb);
      try {
        await delivery.deliver(context, orderId);
      } catch (error) {
        const note = (error instanceof Error ? error.message : String(error)).slice(0, 300);
        const final = delivery.refused(error) || at.attempt >= delivery.maxAttempts;
        await delivery.setback(siteDb, orderId, note, final);
        if (!final) throw error;
        await refundWhole(context, orderId, delivery.refundReason);
      }
    },
  });
  onOrderPaid(delivery.app, async (paid) => {
    await delivery.record(paid);
    await jobs.schedule(paid.siteDb, paid.order.id, nowSeconds(), { orderId: paid.order.id });
  });
}
