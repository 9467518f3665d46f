import type { TWebhookEvent } from '@quad/contracts/webhook-event';

/** Every event a webhook may subscribe to on this server, by name, in the order the units registered. */
export type TWebhookCatalogue = ReadonlyMap<string, TWebhookEvent>;

/**
 * The catalogue from the events each engine and area declares (`webhookEvents` of its server unit).
 * Two units declaring one name stop the server: subscribers could not tell whose event they get.
 */
export function webhookCatalogue(units: { manifest: { id: string }; webhookEvents?: TWebhookEvent[] }[]): TWebhookCatalogue {
  const events = new Map<string, TWebhookEvent>();
  const owners = new Map<string, string>();
  for (const unit of units) {
    for (const event of unit.webhookEvents ?? []) {
      const owner = owners.get(event.name);
      if (owner) throw new Error(`Webhook 事件 ${event.name} 被 ${owner} 和 ${unit.manifest.id} 重复声明`);
      owners.set(event.name, unit.manifest.id);
      events.set(event.name, event);
    }
  }
  return events;
}
