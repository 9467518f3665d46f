import { sql } from 'kysely';
import type * as PromClient from 'prom-client';
import type { SiteJobs } from '../jobs/site-jobs';
import type { TPlatform } from '../module';
import { cacheStats } from '../cache/site-cache';

/**
 * Figures read when Prometheus scrapes, not kept as requests go: the background work waiting in the
 * database (shared by every instance, so any instance tells the same) and the site cache's lookups.
 */
export function watchQueuesAndCaches(client: typeof PromClient, registry: PromClient.Registry, platform: TPlatform, jobs: SiteJobs): void {
  const db = platform.database.db;
  new client.Gauge({
    name: 'quad_due_work_rows',
    help: 'Rows of the jobs table per job and state: waiting (not due yet), due (should be running), failed (given up)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      const now = Math.floor(Date.now() / 1000);
      const rows = await db
        .selectFrom('due_work')
        .select(['kind', 'status', sql<number>`case when due_at <= ${now} then 1 else 0 end`.as('due'), sql<number>`count(*)`.as('n')])
        .groupBy(['kind', 'status', 'due'])
        .execute();
      this.reset();
      for (const r of rows) this.inc({ kind: r.kind, state: r.status === 'failed' ? 'failed' : Number(r.due) ? 'due' : 'waiting' }, Number(r.n));
    },
  });
  new client.Gauge({
    name: 'quad_outbox_backlog',
    help: 'Rows of every site waiting in each outbox (webhook deliveries, messaging-app pushes)',
    labelNames: ['outbox'],
    registers: [registry],
    async collect() {
      const backlogs = await Promise.all(jobs.outboxes.map(async (o) => [o.kind, await o.backlog(db)] as const));
      for (const [outbox, n] of backlogs) this.set({ outbox }, n);
    },
  });
  new client.Counter({
    name: 'quad_cache_lookups_total',
    help: 'Lookups of the in-memory caches (sites, sessions, permission maps): hit (answered from memory) or miss (read from the database)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ cache: 'sites', result: 'hit' }, platform.sites.lookups.hits);
      this.inc({ cache: 'sites', result: 'miss' }, platform.sites.lookups.misses);
      for (const { name, hits, misses } of cacheStats(db)) {
        this.inc({ cache: name, result: 'hit' }, hits);
        this.inc({ cache: name, result: 'miss' }, misses);
      }
    },
  });
}
