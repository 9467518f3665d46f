import { useWebhookEvents } from '../calls/list-webhook-events';

/**
 * The events the server offers (each area declares its own), as the picker and the tables show them:
 * what happened, then its code. A name the server no longer offers (its area was removed) shows as is.
 */
export function useEventLabels() {
  const events = useWebhookEvents();
  const items = events.data?.list ?? [];
  const summaries = new Map(items.map((e) => [e.name, e.summary]));
  const label = (name: string) => {
    const summary = summaries.get(name);
    return summary ? `${summary}（${name}）` : name;
  };
  return { failed: events.isError, label, options: items.map((e) => ({ value: e.name, label: label(e.name) })) };
}
