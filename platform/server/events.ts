import type { TWebhookEvent, TWebhookEventData } from '@quad/contracts/webhook-event';
import { preparedQuery } from './db/prepared';
import type { SiteDb } from './db/site-db';
import { newId, nowSeconds } from './ids';
import { webhookOutbox } from './webhooks/schema';

const subscribes = (events: string, type: string) => {
  try {
    return (JSON.parse(events) as unknown[]).includes(type);
  } catch {
    return false;
  }
};

type THooks = { id: string; events: string }[];
/** A transaction's webhooks, read once however many events it announces (one save may announce two). */
const hooksOfTransaction = new WeakMap<object, Promise<THooks>>();

// Every save that announces an event reads them.
const hooksOfSite = preparedQuery((siteDb) => siteDb.selectFrom('webhooks').select(['id', 'events']));

function siteHooks(siteDb: SiteDb): Promise<THooks> {
  const read = () => hooksOfSite.all(siteDb, {});
  if (!siteDb.db.isTransaction) return read();
  let hooks = hooksOfTransaction.get(siteDb.db);
  if (!hooks) {
    hooks = read();
    hooksOfTransaction.set(siteDb.db, hooks);
  }
  return hooks;
}

/**
 * Announces that something happened on the site, for the webhooks that subscribe to it. Call it with
 * the transaction handle of the change itself: the deliveries are written beside the change (an
 * outbox), and the site's delivery job is woken with them, so an event is sent exactly when its
 * cause was saved, later, never holding up the request. `event` is the emitter's own declaration (its
 * contract's `webhookEvent`, listed in its server unit's `webhookEvents`), so `data` is typed by it
 * and checked against the shape it publishes.
 */
export async function emitEvent<E extends TWebhookEvent>(siteDb: SiteDb, event: E, data: TWebhookEventData<E>): Promise<void> {
  const type = event.name;
  const targets = (await siteHooks(siteDb)).filter((h) => subscribes(h.events, type));
  if (targets.length === 0) return;
  const eventId = newId();
  const created = nowSeconds();
  const nowMs = Date.now();
  const body = JSON.stringify({ id: eventId, event: type, site: siteDb.siteId, created, data: event.data.parse(data) });
  // One transaction even for a caller without one: deliveries never wait unwoken.
  await siteDb.transaction(async (tx) => {
    await tx
      .insertInto(
        'webhook_deliveries',
        targets.map((h) => ({
          id: newId(),
          webhook_id: h.id,
          event_id: eventId,
          event: type,
          body,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_ms: nowMs,
          response_status: 0,
          last_error: '',
          created,
          delivered: 0,
        })),
      )
      .execute();
    await webhookOutbox.wake(tx, nowMs);
  });
}
