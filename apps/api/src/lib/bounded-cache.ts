/**
 * The API's one bounded in-memory cache (ADR 0124): at most `max` entries, the oldest written dropped
 * first, each entry valid until a time (by default `ttlMs` after it is written; never stale without one).
 * A hit is one Map lookup and nothing moves, so it costs nothing on the hot paths of ADR 0090. Whoever
 * creates one owns it: a cache is created by the app that uses it, never registered in a module.
 */
export interface BoundedCacheOptions {
  /** Most entries kept; writing a new one when full drops the oldest written. */
  max: number;
  /** How long a written entry is valid, in milliseconds (default: until it is dropped). */
  ttlMs?: number;
  /** The clock in epoch milliseconds. */
  now?: () => number;
}

export interface BoundedCache<K, V> {
  /** The entry's value while it is valid (a stale entry is dropped). */
  get(key: K): V | undefined;
  /** Writes an entry valid until `until` (epoch ms; default now + ttlMs); one already stale is not kept. */
  set(key: K, value: V, until?: number): void;
  delete(key: K): void;
  /** Drops every entry whose key and value match. */
  deleteWhere(matches: (key: K, value: V) => boolean): void;
  clear(): void;
  readonly size: number;
  /** Lookups answered from the cache and lookups that found nothing valid, since it was created (ADR 0134). */
  readonly hits: number;
  readonly misses: number;
}

export function boundedCache<K, V>({
  max,
  ttlMs = Infinity,
  // Read at each call, so a test that fakes Date moves the cache too.
  now = () => Date.now(),
}: BoundedCacheOptions): BoundedCache<K, V> {
  const entries = new Map<K, { value: V; until: number }>();
  // Two integers, read by the metrics when scraped: nothing more on the hot path.
  let hits = 0;
  let misses = 0;
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) {
        hits++;
        return hit.value;
      }
      misses++;
      if (hit) entries.delete(key);
      return undefined;
    },
    set(key, value, until) {
      const at = now();
      const validUntil = until ?? at + ttlMs;
      if (!(validUntil > at)) return;
      // A rewritten entry counts as the newest.
      if (!entries.delete(key) && entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: validUntil });
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(matches) {
      for (const [key, entry] of entries) if (matches(key, entry.value)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}

/** Values of pure functions memoised in a bounded cache: `remember(key, build)` builds on a miss (never mutate them). */
export function boundedMemo<V>(max: number): (key: string, build: () => V) => V {
  const cache = boundedCache<string, V>({ max });
  return (key, build) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build();
      cache.set(key, value);
    }
    return value;
  };
}
