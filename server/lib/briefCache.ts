/**
 * Brief in-process caches of what every request would otherwise read again: who a user is and what
 * they may see (server/auth/accessCache.ts), how many services a grid's filters match
 * (features/tickets/serviceCounts.ts). Each database has its own (tests open several in one
 * process), and `forgetCached(db)` empties all of them at once.
 *
 * Consistency across processes (WORKERS=N serving one database): a write clears the caches of the
 * process that made it at once (`forgetCached` after its transaction commits); another process
 * sees it when its entries expire, at most one time-to-live later. An entry holds the promise of
 * its load, so concurrent requests for the same key share one load; a load that fails is not kept.
 */

interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

export class BriefCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  /** The fresh cached value of `key`, or `load()`'s, cached for ttlMs. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    // The oldest entry makes room (entries are kept in insertion order).
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry: Entry<V> = { value: load(), expires: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const byDatabase = new WeakMap<object, Map<string, BriefCache<unknown>>>();

/** The cache `name` of database `db` (created on first use with `ttlMs`). */
export function briefCache<V>(db: object, name: string, ttlMs: number): BriefCache<V> {
  let caches = byDatabase.get(db);
  if (!caches) {
    caches = new Map();
    byDatabase.set(db, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new BriefCache<unknown>(ttlMs);
    caches.set(name, cache);
  }
  return cache as BriefCache<V>;
}

/** Empties every brief cache of `db`: call it after a write they depend on has committed. */
export function forgetCached(db: object): void {
  for (const cache of byDatabase.get(db)?.values() ?? []) cache.clear();
}
