import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TWebhookConfig } from '../config';
import type { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';
import { drainOutbox } from '../jobs/outbox';
import type { TPlatform } from '../module';
import { webhookOutbox } from './schema';
import { attemptDelivery, type TAttemptResult } from './send';

/** Deliveries a run of a site's job takes. */
const BATCH = 20;
const MAX_RETRY_DELAY_MS = 6 * 3600_000;

/** The wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base, … */
const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/**
 * Sends a site's due webhook deliveries when its job runs. A delivery is taken by pushing its due
 * time past the attempt's time limit (a lease), so two runs never send the same attempt: if the
 * instance that took it dies, it falls due again when the lease ends, and the job with it.
 * Receivers may still see an event twice (at least once), and recognise it by its `id`.
 */
export class WebhookWorker {
  constructor(
    private readonly platform: TPlatform,
    private readonly config: TWebhookConfig,
  ) {}

  /** Sends the site's due deliveries; answers when the next pending one falls due (ms), undefined when none waits. */
  async sendDue(siteDb: SiteDb, nowMs: number): Promise<number | undefined> {
    const due = await siteDb
      .selectFrom('webhook_deliveries')
      .innerJoin('webhooks', (j) =>
        j.onRef('webhooks.site_id', '=', 'webhook_deliveries.site_id').onRef('webhooks.id', '=', 'webhook_deliveries.webhook_id'),
      )
      .select([
        'webhook_deliveries.id',
        'webhook_deliveries.event',
        'webhook_deliveries.body',
        'webhook_deliveries.attempts',
        'webhook_deliveries.next_attempt_ms',
      ])
      .select(['webhooks.url', 'webhooks.secret'])
      .where('webhook_deliveries.status', '=', 'pending')
      .where('webhook_deliveries.next_attempt_ms', '<=', nowMs)
      .orderBy('webhook_deliveries.next_attempt_ms')
      .limit(BATCH)
      .execute();
    await Promise.all(
      due.map(async (d) => {
        const lease = Date.now() + this.config.timeoutMs + 30_000;
        const claimed = await siteDb
          .updateTable('webhook_deliveries')
          .set({ next_attempt_ms: lease, attempts: d.attempts + 1 })
          .where('id', '=', d.id)
          .where('status', '=', 'pending')
          .where('next_attempt_ms', '=', d.next_attempt_ms)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return;
        const attempt = { url: d.url, secret: d.secret, deliveryId: d.id, event: d.event, body: d.body };
        const result = await attemptDelivery(attempt, this.platform.outbound, this.config.timeoutMs);
        await this.settle(siteDb, d.id, d.attempts + 1, result);
      }),
    );
    const next = await siteDb
      .selectFrom('webhook_deliveries')
      .select(sql<number | null>`min(next_attempt_ms)`.as('ms'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return next?.ms == null ? undefined : Number(next.ms);
  }

  private async settle(siteDb: SiteDb, id: string, attempts: number, result: TAttemptResult): Promise<void> {
    const giveUp = !result.ok && attempts >= this.config.maxAttempts;
    await siteDb
      .updateTable('webhook_deliveries')
      .set({
        status: result.ok ? 'delivered' : giveUp ? 'failed' : 'pending',
        next_attempt_ms: result.ok || giveUp ? 0 : Date.now() + retryDelayMs(attempts, this.config.retryBaseMs),
        response_status: result.status,
        last_error: result.error,
        delivered: result.ok ? nowSeconds() : 0,
      })
      .where('id', '=', id)
      .execute();
  }
}

/** Sends each site's deliveries from its job on the jobs table, woken by the events that write them. */
export function installWebhookWorker(app: FastifyInstance, platform: TPlatform): void {
  const worker = new WebhookWorker(platform, platform.config.webhooks);
  drainOutbox(app.jobs, webhookOutbox, (siteDb, _site, nowMs) => worker.sendDue(siteDb, nowMs));
}
