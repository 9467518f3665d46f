import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { rateLimited } from './errors';

/** Counts hits per key in fixed windows. */
export interface TCounterStore {
  /** Adds one hit to `key`'s current window (which starts at its first hit) and returns the count. */
  increment(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

/** Held by this instance only: each instance of several allows the limit. */
export class MemoryCounters implements TCounterStore {
  private windows = new Map<string, { start: number; count: number }>();

  async increment(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (this.windows.size > 50_000) this.sweep(now, windowMs);
      this.windows.set(key, { start: now, count: 1 });
      return 1;
    }
    w.count += 1;
    return w.count;
  }

  async close(): Promise<void> {}

  private sweep(now: number, windowMs: number) {
    for (const [key, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(key);
  }
}

/** Shared by every instance through Redis (`REDIS_URL`). */
export class RedisCounters implements TCounterStore {
  private redis: Redis;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
  ) {
    // Loaded only when REDIS_URL is set: a single instance never carries the client.
    const { Redis: Client } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    this.redis = new Client(url, { maxRetriesPerRequest: 1, lazyConnect: false });
    this.redis.on('error', onError);
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const k = `quad:rl:${key}`;
    try {
      const results = await this.redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).exec();
      return Number(results?.[1]?.[1] ?? 0);
    } catch (error) {
      // An abuse cap must not take the portal down with Redis: let the hit through.
      this.onError(error);
      return 0;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** A named cap: at most `limit` hits per key in each window. */
export class WindowLimiter {
  constructor(
    private readonly counters: TCounterStore,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Throws the rate-limited error when `key` has used up its window. */
  async hit(key: string, message?: string): Promise<void> {
    const count = await this.counters.increment(`${this.name}:${key}`, this.windowMs);
    if (count > this.limit) throw rateLimited(message);
  }
}
