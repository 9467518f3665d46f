import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TOrder } from '../contract';

/** What an area is told when one of its orders is paid, inside the transaction that booked it. */
export interface TOrderPaid {
  siteDb: SiteDb;
  order: TOrder;
  userId: string;
}

type THandler = (paid: TOrderPaid) => Promise<void>;

/** One per app: a server registering its areas again (a second instance in one process) replaces, never doubles, it. */
const handlers = new Map<string, THandler>();

/**
 * Registers what an area does when an order of its app is paid (a campus card top-up is sent to the
 * card system): called once per order, in the booking's transaction, so the handler schedules its
 * work (a job, an outbox row) and never calls out itself; if it throws, nothing is booked.
 */
export function onOrderPaid(app: string, handler: THandler): void {
  handlers.set(app, handler);
}

export async function runPaidHandlers(paid: TOrderPaid): Promise<void> {
  await handlers.get(paid.order.app)?.(paid);
}
