import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';
import type { TSite } from '../sites/site-store';
import { scheduleOnce } from './claim';
import type { SiteJobs, TQueue } from './site-jobs';

/** One job row per site and outbox, there only while the site has something to send. */
const OUTBOX_KEY = 'outbox';

/**
 * A site's outbox (webhook deliveries, messaging-app pushes) is sent by one one-off job per site:
 * the write that fills the outbox wakes the job in its own transaction, so the job is due exactly
 * when the rows were saved, and no instance visits a site with nothing to send.
 */
export interface TOutboxJob extends TQueue {
  /** Call in the transaction that writes rows due at `dueMs`: the site's job is due by then (an earlier time stays). */
  wake(siteDb: SiteDb, dueMs: number): Promise<void>;
}

const toSeconds = (ms: number) => Math.ceil(ms / 1000);

/** An outbox whose rows of every site are counted by `backlog` (`pendingRows` for a table of pending rows). */
export const outboxJob = (kind: string, backlog: TQueue['backlog']): TOutboxJob => ({
  kind,
  backlog,
  wake: (siteDb, dueMs) =>
    scheduleOnce(siteDb, { kind, key: OUTBOX_KEY, dueAt: toSeconds(dueMs), payload: '{}', now: nowSeconds(), keepEarlier: true }),
});

/** The backlog of an outbox table whose waiting rows, of every site, are those with `status = 'pending'`. */
export const pendingRows =
  (table: keyof Database) =>
  async (db: Kysely<Database>): Promise<number> =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where status = 'pending'`.execute(db)).rows[0]?.n ?? 0);

/**
 * Runs `send` whenever the site's outbox job is due. It sends a batch of the due rows, each taken
 * by its own lease, and answers when the next waiting row falls due (ms), or undefined when none
 * waits: the job then runs again at that time, or its row goes.
 */
export function drainOutbox(
  jobs: SiteJobs,
  outbox: TOutboxJob,
  send: (siteDb: SiteDb, site: TSite, nowMs: number) => Promise<number | undefined>,
): void {
  jobs.outboxes.push(outbox);
  jobs.define({
    kind: outbox.kind,
    payload: z.object({}),
    // Never given up: the rows it leaves would wait for the site's next write.
    maxAttempts: Number.POSITIVE_INFINITY,
    run: async (siteDb, _payload, at) => {
      const next = await send(siteDb, at.site, at.now * 1000);
      return next === undefined ? undefined : { againAt: toSeconds(next) };
    },
  });
}
