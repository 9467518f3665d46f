import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SiteDb } from '@quad/server/platform/db/site-db';
import { nowSeconds } from '@quad/server/platform/ids';
import type { TPlatform } from '@quad/server/platform/module';
import { publishDue } from './articles';
import type { TFetchRules } from './feed-fetch';
import { refreshDue } from './feeds';

/** Scheduled articles go out within this long of their time. */
export const PUBLISH_TICK_MS = 30_000;
/** How often feeds are looked at; each one is fetched only when FEED_INTERVAL_S has passed. */
export const FEED_TICK_MS = 60_000;

/**
 * Background work of the area, per site: publishing due scheduled articles, fetching due feeds. A
 * round that is still running when the next is due is not started twice; `stop` waits for it, so
 * the database is not closed under it. Several instances may run it: publishing is one idempotent
 * update, and an item fetched twice is stored once (unique guid per feed).
 */
export class NewsTicker {
  private timers: NodeJS.Timeout[] = [];
  private rounds = new Map<string, Promise<void>>();

  constructor(
    private readonly platform: TPlatform,
    private readonly rules: TFetchRules,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timers = [
      setInterval(() => void this.run('publish', (siteDb) => publishDue(siteDb, nowSeconds()).then(() => {})), PUBLISH_TICK_MS),
      setInterval(() => void this.run('feeds', (siteDb) => refreshDue(siteDb, this.rules, nowSeconds())), FEED_TICK_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all(this.rounds.values());
  }

  /** One round of `work` over every site; a failing site is logged and the others go on. */
  run(name: string, work: (siteDb: SiteDb) => Promise<void>): Promise<void> {
    const running = this.rounds.get(name);
    if (running) return running;
    const round = (async () => {
      for (const site of await this.platform.sites.all()) {
        await work(new SiteDb(this.platform.database.db, site.id)).catch((error: unknown) =>
          this.log.error({ err: error, site: site.id, work: name }, 'news tick failed'),
        );
      }
    })()
      .catch((error: unknown) => this.log.error({ err: error, work: name }, 'news tick failed'))
      .finally(() => this.rounds.delete(name));
    this.rounds.set(name, round);
    return round;
  }
}

/** Runs the ticker from the area's registration until the server begins to close. */
export function installNewsTicker(app: FastifyInstance, platform: TPlatform, rules: TFetchRules): NewsTicker {
  const ticker = new NewsTicker(platform, rules, app.log);
  ticker.start();
  app.addHook('preClose', async () => ticker.stop());
  return ticker;
}
