import type { TMigration } from '@quad/platform/server/db/migrate';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId } from '@quad/platform/server/ids';
import { outboxJob, pendingRows } from '@quad/platform/server/jobs/outbox';

/**
 * The messaging-app outbox: one row per inbox message and person linked to the site's enterprise
 * messaging app, written in the same call (and transaction) as the message, which wakes the site's
 * push job; `MessagePushWorker` sends it.
 */
export interface MessagePushesTable {
  site_id: string;
  id: string;
  message_id: string;
  user_id: string;
  /** The person's id in the messaging app, as it was when the message was sent. */
  corp_userid: string;
  title: string;
  body: string;
  /** The message's link inside the portal, '' for none (the card then opens the inbox). */
  link: string;
  /** Unix seconds: the message's `visible_at`, so quiet hours hold the push as they hold the message. */
  due_at: number;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** Milliseconds, like webhook deliveries: retries in tests are moments apart. 0 once settled. */
  next_attempt_ms: number;
  last_error: string;
  created: number;
}

/** Each site's push job, woken by the messages (and the console's retries) that queue pushes. */
export const pushOutbox = outboxJob('message.push', pendingRows('message_pushes'));

declare module '@quad/platform/server/db/database' {
  interface Database {
    message_pushes: MessagePushesTable;
  }
}

export const messagePushesMigration: TMigration = {
  name: '000_platform_0105_message_pushes',
  async up(db) {
    await db.schema
      .createTable('message_pushes')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('corp_userid', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('message_pushes_pk', ['site_id', 'id'])
      .execute();
    await db.schema.createIndex('message_pushes_due').on('message_pushes').columns(['site_id', 'status', 'next_attempt_ms']).execute();
  },
};

export interface TPushedMessage {
  id: string;
  user_id: string;
  title: string;
  body: string;
  link: string;
  visible_at: number;
}

/**
 * Queues a push for each message whose recipient is an active person linked to the messaging app;
 * the others only have the inbox. Answers how many pushes were queued.
 */
export async function queueMessagePushes(siteDb: SiteDb, messages: TPushedMessage[], now: number): Promise<number> {
  const corpIds = new Map<string, string>();
  // Chunked so a whole-school notice stays under the databases' parameter limits.
  for (let i = 0; i < messages.length; i += 500) {
    const rows = await siteDb
      .selectFrom('users')
      .select(['id', 'corp_userid'])
      .where('id', 'in', messages.slice(i, i + 500).map((m) => m.user_id))
      .where('corp_userid', '!=', '')
      .where('status', '=', 'active')
      .execute();
    for (const row of rows) corpIds.set(row.id, row.corp_userid);
  }
  const pushes = messages.flatMap((m) => {
    const corpUserId = corpIds.get(m.user_id);
    if (!corpUserId) return [];
    return [
      {
        id: newId(),
        message_id: m.id,
        user_id: m.user_id,
        corp_userid: corpUserId,
        title: m.title,
        body: m.body,
        link: m.link,
        due_at: m.visible_at,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_ms: m.visible_at * 1000,
        last_error: '',
        created: now,
      },
    ];
  });
  for (let i = 0; i < pushes.length; i += 200) await siteDb.insertInto('message_pushes', pushes.slice(i, i + 200)).execute();
  if (pushes.length > 0) await pushOutbox.wake(siteDb, pushes.reduce((first, p) => Math.min(first, p.next_attempt_ms), Infinity));
  return pushes.length;
}
