/**
 * Local storage under the `officeDb` namespace (spec §3), each entry with an optional expiry.
 * Entries are stored as `officeDb.<key>` → `{"v": value, "x": expiresAtMs}` so one bad entry never
 * spoils the others, and clearing the namespace leaves other apps' keys alone.
 */
const NAMESPACE = 'officeDb';
const prefix = `${NAMESPACE}.`;

interface TEntry {
  v: unknown;
  x?: number;
}

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Private modes may refuse access outright; the app then works without remembering anything.
    return undefined;
  }
}

export const storage = {
  get<T>(key: string): T | undefined {
    const raw = store()?.getItem(prefix + key);
    if (raw == null) return undefined;
    try {
      const entry = JSON.parse(raw) as TEntry;
      if (entry.x !== undefined && entry.x <= Date.now()) {
        store()?.removeItem(prefix + key);
        return undefined;
      }
      return entry.v as T;
    } catch {
      store()?.removeItem(prefix + key);
      return undefined;
    }
  },

  /** `ttlSeconds` omitted = kept until removed. */
  set(key: string, value: unknown, ttlSeconds?: number): void {
    const entry: TEntry = { v: value };
    if (ttlSeconds !== undefined) entry.x = Date.now() + ttlSeconds * 1000;
    try {
      store()?.setItem(prefix + key, JSON.stringify(entry));
    } catch {
      // A full or refused store only costs the remembered value.
    }
  },

  remove(key: string): void {
    store()?.removeItem(prefix + key);
  },

  /** Removes every entry of the namespace (logout). */
  clear(): void {
    const s = store();
    if (!s) return;
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) s.removeItem(key);
  },
};
