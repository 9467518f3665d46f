import type { z } from 'zod';

/**
 * An event an engine or an area announces to the webhooks that subscribe to it: declared beside its
 * calls, listed by the unit's server side (`webhookEvents`), so the catalogue has no central list.
 * `data` is what the delivery's `data` holds, checked on every emit and published in the reference.
 */
export interface TWebhookEvent<D extends z.ZodType = z.ZodType> {
  /** `<subject>.<what happened>`, as subscribers store it: never renamed once published. */
  name: string;
  summary: string;
  data: D;
}

const EVENT_NAME = /^[a-z][a-z-]*\.[a-z][a-z-]*$/;

export function webhookEvent<D extends z.ZodType>(name: string, summary: string, data: D): TWebhookEvent<D> {
  if (!EVENT_NAME.test(name)) throw new Error(`Webhook 事件名 ${name} 应为「对象.动作」的小写形式，如 user.created`);
  return { name, summary, data };
}

/** What an emitter passes as an event's data. */
export type TWebhookEventData<E extends TWebhookEvent> = z.input<E['data']>;
