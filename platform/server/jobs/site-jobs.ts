import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';
import type { TPlatform } from '../module';
import type { TSite } from '../sites/site-store';
import { againOnce, cancelOnce, claimDue, ensureRecurring, failOnce, finishOnce, releaseRecurring, scheduleOnce, type TClaimedRow } from './claim';

/** Work an area does for every active site on an interval (publishing what is due, reminders, feeds). */
export interface TSiteJob {
  /** Unique on the server: `news.publish`. */
  name: string;
  everyMs: number;
  run(siteDb: SiteDb, site: TSite, now: number): Promise<unknown>;
}

/** Where and when a one-off job runs. */
export interface TJobRun {
  site: TSite;
  now: number;
  key: string;
  /** 1 on the first attempt. */
  attempt: number;
}

/** Work an area schedules for one moment of one site (a hold that expires, an approval deadline). */
export interface TOneOffJob<P> {
  /** Unique on the server: `booking.hold-expire`. */
  kind: string;
  /** Checked when the job is scheduled and again when it runs (the row may be older than the code). */
  payload: z.ZodType<P>;
  /** Attempts before the job is kept as failed (default 5). */
  maxAttempts?: number;
  /** Seconds before the first retry; each further one waits twice as long, at most 6 h (default 60). */
  retryBaseS?: number;
  /** Answers `{ againAt }` (unix seconds) to keep the row and run it again then: an outbox with rows still waiting. */
  run(siteDb: SiteDb, payload: P, at: TJobRun): Promise<{ againAt: number } | void>;
}

/** Rows waiting for a job to send them (an outbox), counted for the metrics. */
export interface TQueue {
  /** The job that drains it: `webhooks.deliver`. */
  kind: string;
  /** Rows of every site still waiting. */
  backlog(db: Kysely<Database>): Promise<number>;
}

/** What `define` gives an area: schedule and cancel its job on a site, in the area's own transaction if it likes. */
export interface TOneOffJobs<P> {
  /** Idempotent by key: scheduling the same key again moves its time and replaces its payload. */
  schedule(siteDb: SiteDb, key: string, dueAt: number, payload: P): Promise<void>;
  cancel(siteDb: SiteDb, key: string): Promise<void>;
}

/** How often each instance looks for due work: a one-off job runs within about this long of its time. */
const POLL_MS = 1000;
/** Rows one instance takes at a time. */
const BATCH = 20;
/**
 * How long a taken row is its instance's: longer than any round runs (a school-wide reminder), so
 * a row is not run twice at once; an instance that dies gives its rows back when the lease ends.
 */
const LEASE_S = 600;
const MAX_RETRY_S = 6 * 3600;
/** A test's round of a recurring job takes every site's row at once. */
const ALL_SITES = 100_000;

/**
 * The server's background jobs over the due-work table (`claim.ts`). Every instance polls it and
 * takes due rows by lease, so N instances share the rounds: each site's round of a recurring job
 * runs on one of them, and a one-off job runs once at its time. A failing site is logged and the
 * others go on; a failing one-off job is retried with backoff, then kept as failed; a suspended
 * school's work waits until it is back; closing waits for work in flight so the database is not
 * closed under it. Work may still run twice if an instance dies after it (the lease ends), so each
 * handler is idempotent (a conditional update, a unique key), as every one is.
 */
export class SiteJobs {
  private readonly recurring = new Map<string, TSiteJob>();
  private readonly oneOff = new Map<string, TOneOffJob<unknown>>();
  /** Site × recurring job pairs whose row this instance knows exists. */
  private readonly ensured = new Set<string>();
  private readonly rounds = new Map<string, Promise<void>>();
  private readonly inFlight = new Set<Promise<void>>();
  /** The outboxes drained on this server (`drainOutbox`), whose backlogs `/metrics` shows. */
  readonly outboxes: TQueue[] = [];
  private readonly instance = randomBytes(6).toString('hex');
  private claims = 0;
  private polling?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private stopping = false;

  constructor(
    private readonly platform: TPlatform,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A recurring job: one row per site, taken every `everyMs` by one instance. */
  add(job: TSiteJob): void {
    this.reserve(job.name);
    this.recurring.set(job.name, job);
  }

  /** A one-off job kind (areas define theirs in `register`); answers how to schedule and cancel it. */
  define<P>(job: TOneOffJob<P>): TOneOffJobs<P> {
    this.reserve(job.kind);
    this.oneOff.set(job.kind, job as TOneOffJob<unknown>);
    return {
      schedule: async (siteDb, key, dueAt, payload) => {
        if (key === '') throw new Error(`job ${job.kind} needs a key`);
        const checked = job.payload.parse(payload);
        await scheduleOnce(siteDb, { kind: job.kind, key, dueAt, payload: JSON.stringify(checked), now: nowSeconds() });
      },
      cancel: (siteDb, key) => cancelOnce(siteDb, job.kind, key),
    };
  }

  start(): void {
    this.stopping = false;
    // A poll still running when the next is due is not doubled.
    this.timer = setInterval(() => void (this.polling ??= this.tick().finally(() => (this.polling = undefined))), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** One poll: runs everything due at `now` that this instance can run, batch after batch (tests choose the clock). */
  tick(now: number = nowSeconds()): Promise<void> {
    return this.track(this.drain({ kinds: [...this.recurring.keys(), ...this.oneOff.keys()], now }));
  }

  /**
   * Tests' hook: a round of recurring job `name` over every active site at clock `now`, whatever
   * its rows' due times, or the one-off jobs of kind `name` due by `now`. A second call while one
   * runs is the same round.
   */
  run(name: string, now: number = nowSeconds()): Promise<void> {
    if (!this.recurring.has(name) && !this.oneOff.has(name)) return Promise.reject(new Error(`no job ${name}`));
    const running = this.rounds.get(name);
    if (running) return running;
    const round = this.track(this.drain({ kinds: [name], now, recurringNow: this.recurring.has(name) })).finally(() =>
      this.rounds.delete(name),
    );
    this.rounds.set(name, round);
    return round;
  }

  private reserve(name: string): void {
    if (this.recurring.has(name) || this.oneOff.has(name)) throw new Error(`job ${name} is already registered`);
  }

  private track(work: Promise<void>): Promise<void> {
    const tracked = work.catch((error: unknown) => this.log.error({ err: error }, 'background jobs failed'));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
    return tracked;
  }

  private async drain(c: { kinds: string[]; now: number; recurringNow?: boolean }): Promise<void> {
    const { db, dialect } = this.platform.database;
    const sites = new Map((await this.platform.sites.all()).map((site) => [site.id, site]));
    await this.ensureRows([...sites.keys()], c.now);
    const limit = c.recurringNow ? ALL_SITES : BATCH;
    for (;;) {
      const owner = `${this.instance}:${++this.claims}`;
      const rows = await claimDue(db, dialect, { owner, now: c.now, leaseS: LEASE_S, kinds: c.kinds, limit, recurringNow: c.recurringNow });
      await Promise.all(rows.map((row) => this.runRow(row, sites.get(row.site_id), owner, c.now)));
      // A test's round is one pass; a poll goes on while whole batches keep coming.
      if (c.recurringNow || rows.length < limit || this.stopping) return;
    }
  }

  private async ensureRows(siteIds: string[], now: number): Promise<void> {
    const missing = siteIds.flatMap((siteId) =>
      [...this.recurring.values()]
        .filter((job) => !this.ensured.has(`${siteId}\n${job.name}`))
        .map((job) => ({ siteId, kind: job.name, everyS: Math.max(1, Math.round(job.everyMs / 1000)) })),
    );
    if (missing.length === 0) return;
    await ensureRecurring(this.platform.database.db, missing, now);
    for (const p of missing) this.ensured.add(`${p.siteId}\n${p.kind}`);
  }

  private async runRow(row: TClaimedRow, site: TSite | undefined, owner: string, now: number): Promise<void> {
    const siteDb = new SiteDb(this.platform.database.db, row.site_id);
    const recurring = this.recurring.get(row.kind);
    const oneOff = this.oneOff.get(row.kind);
    try {
      let again: { againAt: number } | void = undefined;
      try {
        if (!site) throw new Error(`site ${row.site_id} is not loaded yet`);
        if (recurring) await recurring.run(siteDb, site, now);
        else again = await oneOff?.run(siteDb, oneOff.payload.parse(JSON.parse(row.payload)), { site, now, key: row.key, attempt: row.attempts });
      } catch (error) {
        await this.failed(siteDb, row, owner, now, error);
        return;
      }
      if (recurring) await releaseRecurring(siteDb, row, owner, '');
      else await (again ? againOnce(siteDb, row, owner, again.againAt) : finishOnce(siteDb, row, owner));
    } catch (error) {
      // The row could not be settled: its lease ends and it is taken again.
      this.log.error({ err: error, site: row.site_id, job: row.kind }, 'job could not be settled');
    }
  }

  private async failed(siteDb: SiteDb, row: TClaimedRow, owner: string, now: number, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const job = this.oneOff.get(row.kind);
    if (!job) {
      this.log.error({ err: error, site: row.site_id, job: row.kind }, 'job failed for a site');
      return releaseRecurring(siteDb, row, owner, message);
    }
    const giveUp = row.attempts >= (job.maxAttempts ?? 5);
    const retryAt = now + Math.min((job.retryBaseS ?? 60) * 2 ** (row.attempts - 1), MAX_RETRY_S);
    this.log.error(
      { err: error, site: row.site_id, job: row.kind, key: row.key, attempt: row.attempts, giveUp },
      giveUp ? 'job failed, given up' : 'job failed, will retry',
    );
    return failOnce(siteDb, row, owner, message, giveUp ? 'give-up' : retryAt);
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
