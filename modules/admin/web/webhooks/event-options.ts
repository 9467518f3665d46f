import { WEBHOOK_EVENTS, webhookEvents, type TWebhookEvent } from '@quad/contracts/webhooks';

/** The event catalogue of the contract, as the picker and the tables show it: what happened, then its code. */
export const eventLabel = (event: TWebhookEvent) => `${webhookEvents[event].summary}（${event}）`;

export const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: eventLabel(event) }));
