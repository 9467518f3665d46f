import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SiteDb } from './db/site-db';
import type { TPlatform } from './module';
import type { TSite } from './sites/site-store';

/**
 * Sends what an outbox table holds (webhook deliveries, messaging-app pushes) in process, on an
 * interval, never in the request that queued it. A round goes over every active site (a suspended
 * school's sends wait until it is back; a failing site is logged and the others go on) and is not
 * started again while one is running. Any number of instances may run the same outbox: `sendDue`
 * takes each row with a compare-and-set on its due time that pushes it past a lease, so exactly one
 * instance sends each attempt.
 */
export abstract class OutboxWorker {
  private timer?: NodeJS.Timeout;
  private round?: Promise<void>;

  constructor(
    protected readonly platform: TPlatform,
    protected readonly log: FastifyBaseLogger,
    private readonly outbox: { name: string; intervalMs: number },
  ) {}

  /** Sends this site's due rows. */
  protected abstract sendDue(site: TSite, siteDb: SiteDb, nowMs: number): Promise<void>;

  start(): void {
    this.timer = setInterval(() => void this.runRound(), this.outbox.intervalMs);
    this.timer.unref();
  }

  /** Stops taking work and waits for the round in flight, so the database is not closed under it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }

  /** One round over every active site, unless the previous one is still going (tests choose the clock). */
  runRound(nowMs: number = Date.now()): Promise<void> {
    this.round ??= this.sendAll(nowMs)
      .catch((error: unknown) => this.log.error({ err: error }, `${this.outbox.name} round failed`))
      .finally(() => (this.round = undefined));
    return this.round;
  }

  /** Runs the worker while the server is up: from `ready` until `close` begins. */
  install(app: FastifyInstance): this {
    app.addHook('onReady', async () => this.start());
    app.addHook('preClose', async () => this.stop());
    return this;
  }

  private async sendAll(nowMs: number): Promise<void> {
    for (const site of await this.platform.sites.all()) {
      if (site.status !== 'active') continue;
      await this.sendDue(site, new SiteDb(this.platform.database.db, site.id), nowMs).catch((error: unknown) =>
        this.log.error({ err: error, site: site.id }, `${this.outbox.name} failed for a site`),
      );
    }
  }
}
