import { rateLimited } from './errors';

/**
 * A fixed-window counter per key, held by this instance. Good enough for abuse caps on cheap calls
 * (several instances each allow the limit); sign-in throttling, which must hold across instances,
 * lives in the database instead.
 */
export class WindowLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Throws the rate-limited error when `key` has used up its window. */
  hit(key: string, message?: string): void {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return;
    }
    w.count += 1;
    if (w.count > this.limit) throw rateLimited(message);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
