import { sql, type Kysely } from 'kysely';
import type { Database, TDialect } from '../db/database';
import { SiteDb } from '../db/site-db';
import type { DueWorkTable } from './schema';

export type TClaimedRow = Pick<DueWorkTable, 'site_id' | 'kind' | 'key' | 'every_s' | 'attempts' | 'payload'>;

export interface TClaim {
  /** This claim's own token: only its holder settles the rows it took. */
  owner: string;
  now: number;
  leaseS: number;
  /** The kinds this instance can run (an instance never takes work it has no handler for). */
  kinds: string[];
  limit: number;
  /** A test's round of a recurring job: its rows are taken whatever their due time. */
  recurringNow?: boolean;
}

/**
 * Takes up to `limit` due rows of active sites in one conditional UPDATE: each gets this claim's
 * lease (a recurring row's due time also moves one interval on), and a row another claim holds is
 * neither taken nor waited for. On PostgreSQL the candidates are locked `for update skip locked` and
 * the lease is checked again on the row as updated; SQLite runs one writer at a time, so the update
 * sees every earlier claim. A suspended site's rows stay due until it is back.
 */
export async function claimDue(db: Kysely<Database>, dialect: TDialect, c: TClaim): Promise<TClaimedRow[]> {
  if (c.kinds.length === 0) return [];
  const candidates = db
    .selectFrom('due_work as w')
    .innerJoin('sites as s', 's.id', 'w.site_id')
    .select(['w.site_id', 'w.kind', 'w.key'])
    .where('s.status', '=', 'active')
    .where('w.status', '=', 'pending')
    .where('w.lease_until', '<=', c.now)
    .where('w.kind', 'in', c.kinds)
    .where((eb) => (c.recurringNow ? eb.or([eb('w.every_s', '>', 0), eb('w.due_at', '<=', c.now)]) : eb('w.due_at', '<=', c.now)))
    .orderBy('w.due_at')
    .limit(c.limit);
  const locked = dialect === 'postgres' ? candidates.forUpdate('w').skipLocked() : candidates;
  return db
    .updateTable('due_work')
    .set((eb) => ({
      lease_owner: c.owner,
      lease_until: c.now + c.leaseS,
      attempts: eb('attempts', '+', 1),
      due_at: eb
        .case()
        .when('every_s', '>', 0)
        // As a bigint: PostgreSQL would add in every_s's integer type, which ends in 2038.
        .then(eb(eb.cast<number>('every_s', 'bigint'), '+', c.now))
        .else(eb.ref('due_at'))
        .end(),
    }))
    .where((eb) => eb(eb.refTuple('site_id', 'kind', 'key'), 'in', locked.$asTuple('site_id', 'kind', 'key')))
    .where('status', '=', 'pending')
    .where('lease_until', '<=', c.now)
    .returning(['site_id', 'kind', 'key', 'every_s', 'attempts', 'payload'])
    .execute();
}

const byKey = (siteDb: SiteDb, row: TClaimedRow, owner: string) =>
  siteDb.updateTable('due_work').where('kind', '=', row.kind).where('key', '=', row.key).where('lease_owner', '=', owner);

/** A recurring row's round is over: its lease ends, its due time stays where the claim moved it. */
export async function releaseRecurring(siteDb: SiteDb, row: TClaimedRow, owner: string, error: string): Promise<void> {
  await byKey(siteDb, row, owner)
    .set({ lease_owner: '', lease_until: 0, attempts: 0, last_error: error.slice(0, 500) })
    .execute();
}

/**
 * A one-off job ran: its row goes. Only while this claim still holds it: a row scheduled again
 * meanwhile has no owner and waits for its new time.
 */
export async function finishOnce(siteDb: SiteDb, row: TClaimedRow, owner: string): Promise<void> {
  await siteDb.deleteFrom('due_work').where('kind', '=', row.kind).where('key', '=', row.key).where('lease_owner', '=', owner).execute();
}

/** A one-off job asked to run again at `dueAt` (its outbox still holds rows): unless it was scheduled anew meanwhile. */
export async function againOnce(siteDb: SiteDb, row: TClaimedRow, owner: string, dueAt: number): Promise<void> {
  await byKey(siteDb, row, owner).set({ lease_owner: '', lease_until: 0, attempts: 0, last_error: '', due_at: dueAt }).execute();
}

/** A one-off job failed: due again at `retryAt`, or kept as failed when it has had its last attempt. */
export async function failOnce(siteDb: SiteDb, row: TClaimedRow, owner: string, error: string, retryAt: number | 'give-up'): Promise<void> {
  await byKey(siteDb, row, owner)
    .set({
      lease_owner: '',
      lease_until: 0,
      last_error: error.slice(0, 500),
      ...(retryAt === 'give-up' ? { status: 'failed' as const } : { due_at: retryAt }),
    })
    .execute();
}

/**
 * Puts a one-off job on the site's table, or moves it: the same key is one row whose time,
 * payload and attempts start over (and whose running copy, if any, no longer settles it).
 * `keepEarlier` only brings a pending row forward, never later: an outbox's job woken by a row due
 * tomorrow still runs at the earlier time another row needs.
 */
export async function scheduleOnce(
  siteDb: SiteDb,
  job: { kind: string; key: string; dueAt: number; payload: string; now: number; keepEarlier?: boolean },
): Promise<void> {
  const fresh = {
    due_at: job.dueAt,
    payload: job.payload,
    attempts: 0,
    status: 'pending' as const,
    lease_owner: '',
    lease_until: 0,
    last_error: '',
  };
  const earlier = sql<number>`case when due_work.status = 'pending' and due_work.due_at < ${job.dueAt} then due_work.due_at else ${job.dueAt} end`;
  await siteDb
    .insertInto('due_work', { kind: job.kind, key: job.key, every_s: 0, created: job.now, ...fresh })
    .onConflict((oc) => oc.columns(['site_id', 'kind', 'key']).doUpdateSet(job.keepEarlier ? { ...fresh, due_at: earlier } : fresh))
    .execute();
}

export async function cancelOnce(siteDb: SiteDb, kind: string, key: string): Promise<void> {
  await siteDb.deleteFrom('due_work').where('kind', '=', kind).where('key', '=', key).execute();
}

/**
 * Makes sure each site has its row of each recurring job (first due one interval from now, as a
 * timer would be); an existing row keeps its time and takes the job's current interval.
 */
export async function ensureRecurring(
  db: Kysely<Database>,
  pairs: { siteId: string; kind: string; everyS: number }[],
  now: number,
): Promise<void> {
  for (let i = 0; i < pairs.length; i += 200) {
    const rows = pairs.slice(i, i + 200).map((p) => ({
      site_id: p.siteId,
      kind: p.kind,
      key: '',
      every_s: p.everyS,
      due_at: now + p.everyS,
      attempts: 0,
      lease_owner: '',
      lease_until: 0,
      payload: '{}',
      status: 'pending' as const,
      last_error: '',
      created: now,
    }));
    await db
      .insertInto('due_work')
      .values(rows)
      .onConflict((oc) => oc.columns(['site_id', 'kind', 'key']).doUpdateSet((eb) => ({ every_s: eb.ref('excluded.every_s') })))
      .execute();
  }
}
