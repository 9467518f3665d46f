interface TSlot {
  value: Promise<string>;
  expiresAt: number;
}

/** Renew this long before the provider says a value expires, so a value is never used at its last second. */
const MARGIN_SECONDS = 300;

/**
 * Values with a lifetime (access tokens, tickets), held in this process until shortly before they
 * expire. Callers asking at the same time share one fetch; a failed fetch is not kept.
 */
export class ExpiringCache {
  private slots = new Map<string, TSlot>();

  get(key: string, load: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
    const hit = this.slots.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    // Pending until the fetch settles: later callers wait for the same answer.
    const slot: TSlot = {
      expiresAt: Number.POSITIVE_INFINITY,
      value: load().then(
        ({ value, expiresIn }) => {
          slot.expiresAt = Date.now() + Math.max(expiresIn - MARGIN_SECONDS, expiresIn / 2) * 1000;
          return value;
        },
        (error: unknown) => {
          if (this.slots.get(key) === slot) this.slots.delete(key);
          throw error;
        },
      ),
    };
    this.slots.set(key, slot);
    return slot.value;
  }

  drop(key: string): void {
    this.slots.delete(key);
  }
}
