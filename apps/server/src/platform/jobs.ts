import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SiteDb } from './db/site-db';
import { nowSeconds } from './ids';
import type { TPlatform } from './module';
import type { TSite } from './sites/site-store';

/** Work an area does for every active site on an interval (publishing what is due, reminders, feeds). */
export interface TSiteJob {
  /** Unique on the server: `news.publish`. */
  name: string;
  everyMs: number;
  run(siteDb: SiteDb, site: TSite, now: number): Promise<unknown>;
}

/**
 * The server's background jobs. A round that is still running when the next is due is not started
 * twice, a failing site is logged and the others go on, a suspended school's jobs wait until it is
 * back, and closing waits for rounds in flight so the database is not closed under them. Several
 * instances may run the same jobs: each job's work must be idempotent (a conditional update, a
 * unique key), which every one is.
 */
export class SiteJobs {
  private readonly jobs = new Map<string, TSiteJob>();
  private readonly rounds = new Map<string, Promise<void>>();
  private timers: NodeJS.Timeout[] = [];
  private started = false;

  constructor(
    private readonly platform: TPlatform,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(job: TSiteJob): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is already registered`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job);
  }

  start(): void {
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await Promise.all(this.rounds.values());
  }

  /** One round of a job over every active site (tests call it with a chosen clock). */
  run(name: string, now: number = nowSeconds()): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`no job ${name}`));
    const running = this.rounds.get(name);
    if (running) return running;
    const round = (async () => {
      for (const site of await this.platform.sites.all()) {
        if (site.status !== 'active') continue;
        await job
          .run(new SiteDb(this.platform.database.db, site.id), site, now)
          .catch((error: unknown) => this.log.error({ err: error, site: site.id, job: name }, 'job failed for a site'));
      }
    })()
      .catch((error: unknown) => this.log.error({ err: error, job: name }, 'job failed'))
      .finally(() => this.rounds.delete(name));
    this.rounds.set(name, round);
    return round;
  }

  private schedule(job: TSiteJob): void {
    const timer = setInterval(() => void this.run(job.name), job.everyMs);
    timer.unref();
    this.timers.push(timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: areas add theirs in `register`; they run from `ready` until `close` begins. */
    jobs: SiteJobs;
  }
}

export function installSiteJobs(app: FastifyInstance, platform: TPlatform): SiteJobs {
  const jobs = new SiteJobs(platform, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  return jobs;
}
