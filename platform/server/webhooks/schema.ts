import type { TMigration } from '../db/migrate';
import { outboxJob, pendingRows } from '../jobs/outbox';

export interface WebhooksTable {
  site_id: string;
  id: string;
  url: string;
  /** JSON array of event types. */
  events: string;
  description: string;
  /**
   * Kept as is, unlike token hashes: signing needs the secret itself. Shown to the administrator
   * once; whoever can read the database can forge deliveries, so rotate by registering anew.
   */
  secret: string;
  created: number;
  created_by: string;
}

/** The outbox: one row per event and webhook, written in the transaction of the change that caused it. */
export interface WebhookDeliveriesTable {
  site_id: string;
  id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  /** The exact JSON sent (and signed) on every attempt. */
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** Milliseconds, unlike other times: retries in tests are milliseconds apart. 0 once settled. */
  next_attempt_ms: number;
  response_status: number;
  last_error: string;
  created: number;
  delivered: number;
}

/** Each site's delivery job, woken by the writes that queue deliveries (`emitEvent`, a redelivery). */
export const webhookOutbox = outboxJob('webhooks.deliver', pendingRows('webhook_deliveries'));

declare module '../db/database' {
  interface Database {
    webhooks: WebhooksTable;
    webhook_deliveries: WebhookDeliveriesTable;
  }
}

export const webhooksMigration: TMigration = {
  name: '000_platform_0101_webhooks',
  async up(db) {
    await db.schema
      .createTable('webhooks')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('webhooks_pk', ['site_id', 'id'])
      .execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('webhook_id', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('response_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('delivered', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('webhook_deliveries_pk', ['site_id', 'id'])
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['site_id', 'status', 'next_attempt_ms'])
      .execute();
    await db.schema.createIndex('webhook_deliveries_hook').on('webhook_deliveries').columns(['site_id', 'webhook_id', 'created']).execute();
  },
};
