import { randomUUID } from 'node:crypto';

/** "Forget this": one site's entry of a named cache, or all of the site's entries when `key` is absent. */
export interface TEviction {
  cache: string;
  siteId: string;
  key?: string;
}

/**
 * Carries evictions to every instance of the portal, this one included. A cache keeps values for a
 * short while only because each write that changes one announces it here after it commits; an
 * instance that may have missed messages (its connection dropped) must forget everything.
 */
export interface TCacheBus {
  publish(eviction: TEviction): void;
  /** `forgetAll` runs when messages may have been lost, so no cache keeps what it was never told about. */
  subscribe(listener: { evict(eviction: TEviction): void; forgetAll(): void }): void;
  /** Resolves once messages from other instances are heard (at once for one instance). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

type TListener = Parameters<TCacheBus['subscribe']>[0];

/**
 * The part every bus shares: local listeners hear an eviction at once, other instances through
 * `send`; an instance skips its own messages when they come back (Redis and PostgreSQL echo them).
 */
export abstract class BaseBus implements TCacheBus {
  private readonly listeners: TListener[] = [];
  protected readonly instance = randomUUID();

  publish(eviction: TEviction): void {
    for (const l of this.listeners) l.evict(eviction);
    this.send(JSON.stringify({ from: this.instance, ...eviction }));
  }

  subscribe(listener: TListener): void {
    this.listeners.push(listener);
  }

  /** A message from the channel: evictions from other instances reach the local caches. */
  protected received(text: string): void {
    let message: (TEviction & { from?: string }) | undefined;
    try {
      message = JSON.parse(text) as TEviction & { from?: string };
    } catch {
      return;
    }
    if (message.from === this.instance || typeof message.cache !== 'string' || typeof message.siteId !== 'string') return;
    for (const l of this.listeners) l.evict({ cache: message.cache, siteId: message.siteId, key: message.key });
  }

  protected forgetAll(): void {
    for (const l of this.listeners) l.forgetAll();
  }

  protected abstract send(text: string): void;
  abstract ready(): Promise<void>;
  abstract close(): Promise<void>;
}

/** One instance (the embedded SQLite default): evictions only need to reach this process. */
export class LocalBus extends BaseBus {
  protected send(): void {}
  async ready(): Promise<void> {}
  async close(): Promise<void> {}
}

export const CACHE_CHANNEL = 'quad_cache';

const buses = new WeakMap<object, TCacheBus>();

/** Ties a bus to a database: every SiteDb over it (requests, jobs, seeds) evicts through it. */
export function attachBus(database: object, bus: TCacheBus): void {
  buses.set(database, bus);
}

/** The bus of a database; a database with none (a bare test fixture) keeps no caches worth telling. */
export function busOf(database: object): TCacheBus | undefined {
  return buses.get(database);
}
