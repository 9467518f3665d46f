import type { SiteDb } from '../db/site-db';
import { busOf, type TEviction } from './bus';

interface TEntry<V> {
  value: V;
  expires: number;
}

/** One database's entries of one cache, with what the metrics report of it. */
class CacheStore<V> {
  readonly entries = new Map<string, TEntry<V>>();
  /** Counts evictions: a value loaded while one happened may be older than it, and is not kept. */
  generation = 0;
  hits = 0;
  misses = 0;

  evict({ siteId, key }: Pick<TEviction, 'siteId' | 'key'>): void {
    this.generation++;
    if (key !== undefined) {
      this.entries.delete(entryKey(siteId, key));
      return;
    }
    const prefix = entryKey(siteId, '');
    for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.entries.delete(k);
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }
}

// The site leads every key, so one site's eviction never touches another's entries.
const entryKey = (siteId: string, key: string) => `${siteId}\u0000${key}`;

export interface TCacheStats {
  name: string;
  hits: number;
  misses: number;
  size: number;
}

const allCaches: { name: string; storeOf(database: object): CacheStore<unknown> | undefined }[] = [];

/** Hits, misses and size of every cache over one database (for the metrics). */
export function cacheStats(database: object): TCacheStats[] {
  return allCaches.flatMap(({ name, storeOf }) => {
    const store = storeOf(database);
    return store ? [{ name, hits: store.hits, misses: store.misses, size: store.entries.size }] : [];
  });
}

/**
 * A cache of per-site values read on hot paths (a session, a permission map). Its entries live in
 * this process for `ttlMs` at most; every write that changes a value calls `evict` with the SiteDb
 * it wrote through, and once that write commits every instance forgets the value (cache/bus.ts),
 * so a change is seen everywhere at once while reads between changes cost no query. Entries are per
 * database and per site. Without a bus on the database (a fixture), nothing is kept.
 */
export function defineSiteCache<V>({ name, ttlMs, max }: { name: string; ttlMs: number; max: number }) {
  const stores = new WeakMap<object, CacheStore<V>>();

  function storeOf(database: object): CacheStore<V> | undefined {
    let store = stores.get(database);
    if (!store) {
      const bus = busOf(database);
      if (!bus) return undefined;
      const created = new CacheStore<V>();
      bus.subscribe({ evict: (e) => e.cache === name && created.evict(e), forgetAll: () => created.forgetAll() });
      stores.set(database, created);
      store = created;
    }
    return store;
  }
  allCaches.push({ name, storeOf: storeOf as (database: object) => CacheStore<unknown> | undefined });

  return {
    /**
     * The cached value of `key` on this site, else `load()`'s, kept unless a change raced it. `isFresh`
     * turns down a kept value that time alone has outdated (a list whose next item expires now).
     */
    async read(siteDb: SiteDb, key: string, load: () => Promise<V>, isFresh?: (value: V) => boolean): Promise<V> {
      const store = storeOf(siteDb.root);
      if (!store) return load();
      const k = entryKey(siteDb.siteId, key);
      const now = Date.now();
      const hit = store.entries.get(k);
      if (hit && hit.expires > now && (!isFresh || isFresh(hit.value))) {
        store.hits++;
        return hit.value;
      }
      store.misses++;
      const generation = store.generation;
      const value = await load();
      // Inside a transaction the value may not be committed yet; after an eviction it may be stale.
      // Nothing found is not kept: it may exist a moment later, and made-up keys would crowd out real ones.
      if (value !== undefined && store.generation === generation && !siteDb.db.isTransaction) {
        if (store.entries.size >= max) store.entries.delete(store.entries.keys().next().value as string);
        store.entries.set(k, { value, expires: now + ttlMs });
      }
      return value;
    },

    /** Forgets `key` (or every entry of the site) on every instance, once the write of `siteDb` commits. */
    evict(siteDb: SiteDb, key?: string): void {
      const bus = busOf(siteDb.root);
      if (bus) siteDb.afterCommit(() => bus.publish({ cache: name, siteId: siteDb.siteId, key }));
    },

    /** Drops this instance's entry, so its next read loads afresh: for what this instance alone has learnt of a change. */
    forget(siteDb: SiteDb, key: string): void {
      storeOf(siteDb.root)?.evict({ siteId: siteDb.siteId, key });
    },

    /** Updates this instance's entry in place (the session's sliding expiry): no other instance needs it. */
    update(siteDb: SiteDb, key: string, change: (value: V) => V): void {
      const entry = storeOf(siteDb.root)?.entries.get(entryKey(siteDb.siteId, key));
      if (entry) entry.value = change(entry.value);
    },
  };
}
