import type { Kysely } from 'kysely';
import type { Database } from './database';
import { SiteDb } from './site-db';

/** How many callers one SQLite transaction takes at most: a bound on how long the last of them waits. */
const MOST_PER_COMMIT = 64;

interface TWaiting {
  siteId: string;
  work: (tx: SiteDb) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Many callers' transactions in one SQLite transaction. SQLite runs one write transaction at a time,
 * and a commit writes every page it touched to the log: for a payment notification (a dozen small
 * writes) the commit and its share of checkpoints were two thirds of the database's time. Callers
 * arriving in the same turn of the event loop share the next transaction. Should any of them fail,
 * the shared transaction is rolled back and each runs again alone, in order, so every caller gets
 * what running by itself would give (a savepoint each would cost SQLite a journal of its own).
 */
class SharedCommits {
  private waiting: TWaiting[] = [];
  private scheduled = false;

  constructor(private readonly root: Kysely<Database>) {}

  run<R>(siteId: string, work: (tx: SiteDb) => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ siteId, work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /** A transaction runs without giving the event loop a turn: the next one waits for one, so that requests read meanwhile join it. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.commitNext());
  }

  private async commitNext(): Promise<void> {
    const batch = this.waiting.splice(0, MOST_PER_COMMIT);
    try {
      if (batch.length === 1 || !(await this.together(batch))) {
        for (const caller of batch) await this.alone(caller);
      }
    } finally {
      this.scheduled = false;
      if (this.waiting.length > 0) this.schedule();
    }
  }

  /** The batch in one transaction; false (nothing written, nobody answered) when any caller failed. */
  private async together(batch: TWaiting[]): Promise<boolean> {
    let done: { value: unknown; effects: (() => void)[] }[];
    try {
      done = await this.root.transaction().execute(async (trx) => {
        const answers = [];
        for (const caller of batch) {
          const effects: (() => void)[] = [];
          answers.push({ value: await caller.work(new SiteDb(trx, caller.siteId, this.root, effects)), effects });
        }
        return answers;
      });
    } catch {
      return false;
    }
    batch.forEach((caller, i) => {
      for (const effect of done[i].effects) effect();
      caller.resolve(done[i].value);
    });
    return true;
  }

  private async alone(caller: TWaiting): Promise<void> {
    try {
      caller.resolve(await new SiteDb(this.root, caller.siteId).transaction(caller.work));
    } catch (error) {
      caller.reject(error);
    }
  }
}

const shared = new WeakMap<object, SharedCommits>();

/** Lets this (SQLite) database share commits between callers of `sharedTransaction`. */
export function shareCommits(root: Kysely<Database>): void {
  shared.set(root, new SharedCommits(root));
}

/**
 * `siteDb.transaction(work)` for hot writes many requests make at once (payment notifications): on
 * SQLite the transaction is shared with the callers that arrive meanwhile (see SharedCommits);
 * elsewhere (PostgreSQL commits concurrently) and inside a transaction it is an ordinary one. `work`
 * must not wait for anything but the database: every caller sharing the commit waits with it.
 */
export function sharedTransaction<R>(siteDb: SiteDb, work: (tx: SiteDb) => Promise<R>): Promise<R> {
  const commits = shared.get(siteDb.root);
  if (!commits || siteDb.db.isTransaction) return siteDb.transaction(work);
  return commits.run(siteDb.siteId, work);
}
