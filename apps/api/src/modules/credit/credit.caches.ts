/**
 * The report path's caches of one app (ADRs 0090, 0124), so a warm report costs no database round trip:
 * blocked status per tax id (seconds; a 'blocked-ids-changed' event forgets it at once), the quota slots
 * already claimed this month (they never go away) and the assembled report per tax id and day with its
 * serialised JSON.
 */
import type { AppEvents } from '../../lib/app-events';
import { boundedCache } from '../../lib/bounded-cache';
import type { AppMetrics } from '../../lib/metrics';

const LIMIT = 10_000;
const BLOCKED_TTL_MS = 10_000;
const REPORT_TTL_MS = 5 * 60_000;

export interface CreditCachesOptions {
  /** The app's events: 'blocked-ids-changed' forgets the blocked status it names. */
  events?: AppEvents | undefined;
  blockedTtlMs?: number;
  reportTtlMs?: number;
  /** The app's metrics: each cache's hits and misses (ADR 0134). */
  metrics?: Pick<AppMetrics, 'observeCache'> | undefined;
}

export function creditCaches(options: CreditCachesOptions = {}) {
  const blocked = boundedCache<string, boolean>({ max: LIMIT, ttlMs: options.blockedTtlMs ?? BLOCKED_TTL_MS });
  const claimed = boundedCache<string, true>({ max: LIMIT });
  const reports = boundedCache<string, unknown>({ max: LIMIT, ttlMs: options.reportTtlMs ?? REPORT_TTL_MS });
  options.metrics?.observeCache('credit_blocked', blocked);
  options.metrics?.observeCache('credit_claimed', claimed);
  options.metrics?.observeCache('credit_reports', reports);
  const claimKey = (userId: string, month: string, taxNumber: string) => `${userId}|${month}|${taxNumber}`;
  // Without the event (another process changed the list) a change is seen within the blocked TTL.
  const stopListening = options.events?.on('blocked-ids-changed', ({ taxNumber }) => {
    if (taxNumber) blocked.delete(taxNumber);
    else blocked.clear();
  });

  return {
    blocked: (taxNumber: string): boolean | undefined => blocked.get(taxNumber),
    setBlocked: (taxNumber: string, value: boolean) => blocked.set(taxNumber, value),
    claimed: (userId: string, month: string, taxNumber: string) =>
      claimed.get(claimKey(userId, month, taxNumber)) === true,
    setClaimed: (userId: string, month: string, taxNumber: string) =>
      claimed.set(claimKey(userId, month, taxNumber), true),
    unsetClaimed: (userId: string, month: string, taxNumber: string) =>
      claimed.delete(claimKey(userId, month, taxNumber)),
    /** A report assembled from the day's data (sources are cached per day, so it is the same all day). */
    report: <T>(taxNumber: string, day: string) => reports.get(`${taxNumber}|${day}`) as T | undefined,
    setReport: <T>(taxNumber: string, day: string, value: T) => reports.set(`${taxNumber}|${day}`, value),
    /** Stops listening to the app's events (app close). */
    close() {
      stopListening?.();
    },
  };
}
export type CreditCaches = ReturnType<typeof creditCaches>;
