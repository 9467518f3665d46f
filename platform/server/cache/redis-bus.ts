import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { BaseBus, CACHE_CHANNEL } from './bus';

/** Evictions through Redis pub/sub (`REDIS_URL`): what a cluster shares its caches' changes by. */
export class RedisBus extends BaseBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(url: string, onError: (error: unknown) => void) {
    super();
    // Loaded only when REDIS_URL is set, as for the rate-limit counters.
    const { Redis: Client } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    this.publisher = new Client(url, { maxRetriesPerRequest: 1 });
    // A subscribing connection can do nothing else, hence the second one.
    this.subscriber = new Client(url, { maxRetriesPerRequest: null });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    let connectedBefore = false;
    // After a reconnect, whatever was published meanwhile is lost: start from empty caches.
    this.subscriber.on('ready', () => {
      if (connectedBefore) this.forgetAll();
      connectedBefore = true;
    });
    this.subscriber.on('message', (_channel: string, text: string) => this.received(text));
    void this.subscriber.subscribe(CACHE_CHANNEL).catch(onError);
  }

  async ready(): Promise<void> {
    await this.subscriber.subscribe(CACHE_CHANNEL);
  }

  protected send(text: string): void {
    this.publisher.publish(CACHE_CHANNEL, text).catch(() => {
      // Not delivered: the other instances' entries still expire on their own (see site-cache.ts).
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit().catch(() => undefined), this.subscriber.quit().catch(() => undefined)]);
  }
}
