import { sql } from 'kysely';
import type { z } from 'zod';
import type { listDeliveries, ZWebhook, ZWebhookDelivery } from '@quad/contracts/webhooks';
import type { SiteDb } from '../db/site-db';
import { newId, nowSeconds, randomToken } from '../ids';
import { onPage } from '../db/paging';
import { webhookOutbox } from './schema';

/** A site's webhooks at most: each event is written once per webhook, in the request that caused it. */
export const MAX_WEBHOOKS_PER_SITE = 20;

// An event whose area was since removed stays listed: the console shows what the webhook asked for.
const parseEvents = (json: string): string[] => {
  try {
    return (JSON.parse(json) as unknown[]).filter((e): e is string => typeof e === 'string');
  } catch {
    return [];
  }
};

export async function insertWebhook(
  siteDb: SiteDb,
  input: { url: string; events: string[]; description?: string },
  createdBy: string,
): Promise<{ id: string; secret: string }> {
  const id = newId();
  const secret = `whsec_${randomToken(32)}`;
  await siteDb
    .insertInto('webhooks', {
      id,
      url: input.url,
      events: JSON.stringify([...new Set(input.events)]),
      description: input.description ?? '',
      secret,
      created: nowSeconds(),
      created_by: createdBy,
    })
    .execute();
  return { id, secret };
}

export async function countWebhooks(siteDb: SiteDb): Promise<number> {
  const row = await siteDb
    .selectFrom('webhooks')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The site's webhooks with how many deliveries wait or failed; never the secret. */
export async function listWebhookRecords(siteDb: SiteDb, ids?: string[]): Promise<z.input<typeof ZWebhook>[]> {
  let query = siteDb.selectFrom('webhooks').select(['id', 'url', 'events', 'description', 'secret', 'created', 'created_by']);
  if (ids) query = query.where('id', 'in', ids);
  const hooks = await query.orderBy('created', 'desc').orderBy('id', 'desc').execute();
  const counts = await siteDb
    .selectFrom('webhook_deliveries')
    .select(['webhook_id', 'status', sql<number>`count(*)`.as('n')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy(['webhook_id', 'status'])
    .execute();
  const count = (id: string, status: string) => Number(counts.find((c) => c.webhook_id === id && c.status === status)?.n ?? 0);
  return hooks.map(({ secret, events, ...h }) => ({
    ...h,
    events: parseEvents(events),
    secret_hint: secret.slice(-4),
    pending: count(h.id, 'pending'),
    failed: count(h.id, 'failed'),
  }));
}

/** Deletes a webhook and its deliveries (those not yet sent are dropped). False when the site has no such webhook. */
export async function deleteWebhookRecord(siteDb: SiteDb, id: string): Promise<boolean> {
  const deleted = await siteDb.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return false;
  await siteDb.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
  return true;
}

export async function listDeliveryRecords(
  siteDb: SiteDb,
  input: z.output<(typeof listDeliveries)['input']>,
): Promise<{ list: z.input<typeof ZWebhookDelivery>[]; total: number }> {
  let query = siteDb.selectFrom('webhook_deliveries');
  if (input.webhook_id) query = query.where('webhook_id', '=', input.webhook_id);
  if (input.status) query = query.where('status', '=', input.status);
  const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'id',
      'webhook_id',
      'event_id',
      'event',
      'status',
      'attempts',
      'next_attempt_ms',
      'response_status',
      'last_error',
      'created',
      'delivered',
    ])
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .$call(onPage(input))
    .execute();
  const list = rows.map(({ next_attempt_ms, ...row }) => ({
    ...row,
    next_attempt: row.status === 'pending' ? Math.ceil(next_attempt_ms / 1000) : 0,
  }));
  return { list, total: Number(total.n) };
}

/** Puts a given-up delivery back in line with a fresh set of attempts. */
export async function requeueDelivery(siteDb: SiteDb, id: string): Promise<'requeued' | 'not-failed' | 'missing'> {
  const row = await siteDb.selectFrom('webhook_deliveries').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) return 'missing';
  if (row.status !== 'failed') return 'not-failed';
  const nowMs = Date.now();
  await siteDb.transaction(async (tx) => {
    await tx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_ms: nowMs, last_error: '' })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .execute();
    await webhookOutbox.wake(tx, nowMs);
  });
  return 'requeued';
}
