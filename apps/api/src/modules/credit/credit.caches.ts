/**
 * Per-process caches of the report path (ADR 0090), so a warm report costs no database round trip:
 * blocked status per tax id (seconds), the quota slots already claimed this month (they never go away)
 * and the assembled report per tax id and day with its serialised JSON.
 */

const LIMIT = 10_000;
const BLOCKED_TTL_MS = 10_000;

function bounded<K, V>(map: Map<K, V>, key: K, value: V) {
  if (map.size >= LIMIT) map.delete(map.keys().next().value!);
  map.set(key, value);
}

const blockedCaches = new Set<Map<string, { blocked: boolean; until: number }>>();

/**
 * Forgets the cached blocked status of one tax id (or of all) in every app of this process: call it after
 * adding or removing a row of `blocked_cuits`. Without a call a change is seen within 10 seconds.
 */
export function invalidateBlockedCuits(taxNumber?: string): void {
  for (const cache of blockedCaches) {
    if (taxNumber) cache.delete(taxNumber);
    else cache.clear();
  }
}

export function creditCaches(o: { blockedTtlMs?: number; reportTtlMs?: number } = {}) {
  const blockedTtl = o.blockedTtlMs ?? BLOCKED_TTL_MS;
  const reportTtl = o.reportTtlMs ?? 5 * 60_000;
  const blocked = new Map<string, { blocked: boolean; until: number }>();
  blockedCaches.add(blocked);
  const claimed = new Set<string>();
  const reports = new Map<string, { value: unknown; until: number }>();
  const claimKey = (userId: string, month: string, taxNumber: string) => `${userId}|${month}|${taxNumber}`;

  return {
    blocked(taxNumber: string): boolean | undefined {
      const hit = blocked.get(taxNumber);
      return hit && hit.until > Date.now() ? hit.blocked : undefined;
    },
    setBlocked(taxNumber: string, value: boolean) {
      if (blockedTtl > 0) bounded(blocked, taxNumber, { blocked: value, until: Date.now() + blockedTtl });
    },
    claimed: (userId: string, month: string, taxNumber: string) => claimed.has(claimKey(userId, month, taxNumber)),
    setClaimed(userId: string, month: string, taxNumber: string) {
      if (claimed.size >= LIMIT) claimed.clear();
      claimed.add(claimKey(userId, month, taxNumber));
    },
    /** A report assembled from the day's data (sources are cached per day, so it is the same all day). */
    report<T>(taxNumber: string, day: string): T | undefined {
      const hit = reports.get(`${taxNumber}|${day}`);
      return hit && hit.until > Date.now() ? (hit.value as T) : undefined;
    },
    setReport<T>(taxNumber: string, day: string, value: T) {
      if (reportTtl > 0) bounded(reports, `${taxNumber}|${day}`, { value, until: Date.now() + reportTtl });
    },
    close() {
      blockedCaches.delete(blocked);
    },
  };
}
export type CreditCaches = ReturnType<typeof creditCaches>;
