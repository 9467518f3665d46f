import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TWebhookConfig } from '../config';
import { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';
import type { TPlatform } from '../module';
import { attemptDelivery, type TAttemptResult } from './send';

/** Deliveries one instance takes per site and round. */
const BATCH = 20;
const MAX_RETRY_DELAY_MS = 6 * 3600_000;

/** The wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base, … */
const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/**
 * Sends due webhook deliveries, in process, on an interval. Any number of instances may run it: a
 * delivery is taken with a conditional update (compare-and-set on its due time, pushing it past the
 * attempt's time limit), so exactly one instance sends each attempt; if that instance dies, the
 * delivery falls due again when the lease ends. Receivers may still see an event twice (at least
 * once), and recognise it by its `id`.
 */
export class WebhookWorker {
  private timer?: NodeJS.Timeout;
  private round?: Promise<void>;

  constructor(
    private readonly platform: TPlatform,
    private readonly config: TWebhookConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runRound(), this.config.intervalMs);
    this.timer.unref();
  }

  /** Stops taking work and waits for the round in flight, so the database is not closed under it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.round;
  }

  /** One round over every site, unless the previous one is still going. */
  runRound(): Promise<void> {
    this.round ??= this.deliverAll()
      .catch((error: unknown) => this.log.error({ err: error }, 'webhook round failed'))
      .finally(() => (this.round = undefined));
    return this.round;
  }

  private async deliverAll(): Promise<void> {
    for (const site of await this.platform.sites.all()) {
      await this.deliverDue(new SiteDb(this.platform.database.db, site.id));
    }
  }

  private async deliverDue(siteDb: SiteDb): Promise<void> {
    const now = Date.now();
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
      .where('webhook_deliveries.next_attempt_ms', '<=', now)
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
        const result = await attemptDelivery({ url: d.url, secret: d.secret, deliveryId: d.id, event: d.event, body: d.body }, this.config);
        await this.settle(siteDb, d.id, d.attempts + 1, result);
      }),
    );
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

/** Runs the delivery worker while the server is up: from `ready` until `close` begins. */
export function installWebhookWorker(app: FastifyInstance, platform: TPlatform): WebhookWorker {
  const worker = new WebhookWorker(platform, platform.config.webhooks, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
  return worker;
}
