import { describe, expect, it } from 'vitest';
import { SiteDb } from '../db/site-db';
import { attachBus, LocalBus } from './bus';
import { cacheStats, defineSiteCache } from './site-cache';

/** A database stand-in: the cache keys its entries by the SiteDb's root object and reads `isTransaction`. */
function database(withBus = true) {
  const db = { isTransaction: false };
  if (withBus) attachBus(db, new LocalBus());
  return db;
}
const siteDbOf = (db: object, site: string) => new SiteDb(db as never, site);

let n = 0;
const freshCache = (ttlMs = 60_000, max = 100) => defineSiteCache<string>({ name: `test-${++n}`, ttlMs, max });

describe('site cache', () => {
  it('answers the second read without loading, per site', async () => {
    const cache = freshCache();
    const db = database();
    let loads = 0;
    const load = (value: string) => async () => (loads++, value);
    expect(await cache.read(siteDbOf(db, 'north'), 'k', load('north value'))).toBe('north value');
    expect(await cache.read(siteDbOf(db, 'north'), 'k', load('again'))).toBe('north value');
    expect(await cache.read(siteDbOf(db, 'south'), 'k', load('south value'))).toBe('south value');
    expect(loads).toBe(2);
  });

  it('forgets one key, or one site, on eviction and leaves the other sites alone', async () => {
    const cache = freshCache();
    const db = database();
    const north = siteDbOf(db, 'north');
    const south = siteDbOf(db, 'south');
    await cache.read(north, 'a', async () => 'a1');
    await cache.read(north, 'b', async () => 'b1');
    await cache.read(south, 'a', async () => 's1');
    cache.evict(north, 'a');
    expect(await cache.read(north, 'a', async () => 'a2')).toBe('a2');
    expect(await cache.read(north, 'b', async () => 'b2')).toBe('b1');
    cache.evict(north);
    expect(await cache.read(north, 'b', async () => 'b3')).toBe('b3');
    expect(await cache.read(south, 'a', async () => 's2')).toBe('s1');
  });

  it('forgets an entry on this instance alone, where an eviction reaches every instance', async () => {
    const cache = freshCache();
    const bus = new LocalBus();
    const [here, there] = [database(false), database(false)];
    attachBus(here, bus);
    attachBus(there, bus);
    await cache.read(siteDbOf(here, 'north'), 'k', async () => 'here 1');
    await cache.read(siteDbOf(there, 'north'), 'k', async () => 'there 1');
    cache.forget(siteDbOf(here, 'north'), 'k');
    expect(await cache.read(siteDbOf(here, 'north'), 'k', async () => 'here 2')).toBe('here 2');
    expect(await cache.read(siteDbOf(there, 'north'), 'k', async () => 'there 2')).toBe('there 1');
    cache.evict(siteDbOf(here, 'north'), 'k');
    expect(await cache.read(siteDbOf(there, 'north'), 'k', async () => 'there 3')).toBe('there 3');
  });

  it('does not keep a value loaded while an eviction happened (it may predate the change)', async () => {
    const cache = freshCache();
    const db = database();
    const north = siteDbOf(db, 'north');
    const stale = await cache.read(north, 'k', async () => {
      cache.evict(north, 'k');
      return 'old';
    });
    expect(stale).toBe('old');
    expect(await cache.read(north, 'k', async () => 'new')).toBe('new');
  });

  it('keeps nothing found, nothing read inside a transaction, and nothing past its time', async () => {
    const cache = freshCache(0);
    const db = database();
    const north = siteDbOf(db, 'north');
    const missing = freshCache();
    await missing.read(north, 'k', async () => undefined as unknown as string);
    expect(await missing.read(north, 'k', async () => 'found')).toBe('found');
    const inTransaction = new SiteDb({ isTransaction: true } as never, 'north', db as never);
    const other = freshCache();
    await other.read(inTransaction, 'k', async () => 'uncommitted');
    expect(await other.read(north, 'k', async () => 'committed')).toBe('committed');
    await cache.read(north, 'k', async () => 'first');
    expect(await cache.read(north, 'k', async () => 'expired')).toBe('expired');
  });

  it('stays within its size and reports hits and misses', async () => {
    const cache = defineSiteCache<string>({ name: 'test-sized', ttlMs: 60_000, max: 2 });
    const db = database();
    const north = siteDbOf(db, 'north');
    for (const k of ['a', 'b', 'c']) await cache.read(north, k, async () => k);
    await cache.read(north, 'c', async () => 'again');
    const stats = cacheStats(db).find((s) => s.name === 'test-sized');
    expect(stats).toEqual({ name: 'test-sized', hits: 1, misses: 3, size: 2 });
  });

  it('keeps nothing for a database without a bus (no one could tell it of changes)', async () => {
    const cache = freshCache();
    const db = database(false);
    await cache.read(siteDbOf(db, 'north'), 'k', async () => 'one');
    expect(await cache.read(siteDbOf(db, 'north'), 'k', async () => 'two')).toBe('two');
  });
});

describe('SiteDb.afterCommit', () => {
  it('runs effects after the transaction commits, and never after a rollback', async () => {
    const ran: string[] = [];
    const trx = { isTransaction: true };
    const db = {
      isTransaction: false,
      transaction: () => ({ execute: async (work: (t: unknown) => Promise<unknown>) => work(trx) }),
    };
    const siteDb = siteDbOf(db, 'north');
    await siteDb.transaction(async (tx) => {
      tx.afterCommit(() => ran.push('committed'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['committed']);
    await expect(
      siteDb.transaction(async (tx) => {
        tx.afterCommit(() => ran.push('rolled back'));
        throw new Error('fails');
      }),
    ).rejects.toThrow('fails');
    expect(ran).toEqual(['committed']);
    siteDb.afterCommit(() => ran.push('no transaction'));
    expect(ran).toEqual(['committed', 'no transaction']);
  });
});
