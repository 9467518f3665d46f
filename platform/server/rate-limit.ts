import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { rateLimited } from './errors';

/** Counts hits per key in fixed windows. */
export interface TCounterStore {
  /** Adds one hit to `key`'s current window (which starts at its first hit) and returns the count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Resolves when the store answers (`/readyz`): always for memory, a PING for Redis. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Past this many keys, windows that have ended are swept away, at most once a second (a sweep walks every key). */
const SWEEP_ABOVE_KEYS = 50_000;
const SWEEP_EVERY_MS = 1000;

/** Held by this instance only: each instance of several allows the limit. */
export class MemoryCounters implements TCounterStore {
  private windows = new Map<string, { start: number; windowMs: number; count: number }>();
  private sweptAt = 0;

  async increment(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || now - w.start >= w.windowMs) {
      if (this.windows.size > SWEEP_ABOVE_KEYS && now - this.sweptAt >= SWEEP_EVERY_MS) this.sweep(now);
      this.windows.set(key, { start: now, windowMs, count: 1 });
      return 1;
    }
    w.count += 1;
    return w.count;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}

  // Each counter ends with its own window: limiters of a minute and of a day share this map.
  private sweep(now: number) {
    this.sweptAt = now;
    for (const [key, w] of this.windows) if (now - w.start >= w.windowMs) this.windows.delete(key);
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

  async ping(): Promise<void> {
    await this.redis.ping();
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
