import { busOf } from '@quad/platform/server/cache/bus';
import type { SiteDb } from '@quad/platform/server/db/site-db';

/**
 * "This login request changed", heard by every instance: the platform's cache bus (Redis pub/sub when
 * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY, else this process) carries it as an eviction of a
 * cache of this name, which no cache holds, so other caches ignore it. A desktop waiting on one
 * instance then re-reads its row at once when the phone confirmed through another. The row stays the
 * truth: a lost message only delays the waiter to its next periodic read.
 */
const CHANNEL = 'smlogin-requests';

type TWaiters = Map<string, Set<() => void>>;
const hubs = new WeakMap<object, TWaiters>();

const keyOf = (siteId: string, requestId: string) => `${siteId}\u0000${requestId}`;

function wake(waiters: TWaiters, key: string): void {
  for (const resolve of waiters.get(key) ?? []) resolve();
}

/** This database's waiters, listening to the bus from the first use on (a bus listener lives as long as the bus). */
function hubOf(siteDb: SiteDb): TWaiters {
  let hub = hubs.get(siteDb.root);
  if (!hub) {
    const waiters: TWaiters = new Map();
    hubs.set(siteDb.root, waiters);
    busOf(siteDb.root)?.subscribe({
      evict: (e) => {
        if (e.cache === CHANNEL && e.key !== undefined) wake(waiters, keyOf(e.siteId, e.key));
      },
      // Messages may have been lost: everyone reads their row again.
      forgetAll: () => {
        for (const key of waiters.keys()) wake(waiters, key);
      },
    });
    hub = waiters;
  }
  return hub;
}

/** Tells every instance that the request changed, once the write of `siteDb` commits. */
export function announceChange(siteDb: SiteDb, requestId: string): void {
  const waiters = hubOf(siteDb);
  const bus = busOf(siteDb.root);
  siteDb.afterCommit(() => (bus ? bus.publish({ cache: CHANNEL, siteId: siteDb.siteId, key: requestId }) : wake(waiters, keyOf(siteDb.siteId, requestId))));
}

/** Resolves when the request is announced changed, after `ms`, or when `signal` aborts, whichever is first. */
export function nextChange(siteDb: SiteDb, requestId: string, ms: number, signal?: AbortSignal): Promise<void> {
  const waiters = hubOf(siteDb);
  const key = keyOf(siteDb.siteId, requestId);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      const set = waiters.get(key);
      set?.delete(done);
      if (set?.size === 0) waiters.delete(key);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal?.aborted) return done();
    signal?.addEventListener('abort', done);
    waiters.set(key, (waiters.get(key) ?? new Set()).add(done));
  });
}
