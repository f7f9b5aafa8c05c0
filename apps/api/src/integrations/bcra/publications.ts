/**
 * The latest period BCRA has published (ADR 0071, ADR 0113): what every report, its score and monitoring
 * are anchored to.
 *
 * - Offline demo data: the dataset's current period (the calendar's `latestInformedPeriod`), which the demo
 *   can advance on demand (`advance`) so monitoring can be shown and tested without waiting a month. How
 *   far ahead it is lives in the database, and an advance is told to every instance (ADR 0132).
 * - Live: the newest `periodo` seen in any Deudas answer, persisted (`bcra_published_periods`), so every
 *   instance and every restart agrees. Before any answer was seen, a conservative guess (the calendar's
 *   period minus one month): a subject's own newer period always wins (`observe`).
 */
import { addMonthsToPeriod, latestInformedPeriod } from '@tirr/domain';
import type { AppEvents } from '../../lib/app-events';

export interface BcraPublications {
  /** The newest published period, 'YYYYMM'. */
  latest(): Promise<string>;
  /**
   * Records the period of a Deudas answer (null when BCRA had no record); answers the latest published
   * period, never older than `period`.
   */
  observe(period: string | null): Promise<string>;
  /** Demo periods published ahead of the calendar (0 for the live provider). */
  extraMonths(): number;
  /** Whether `advance` may be used (offline demo data only). */
  readonly canAdvance: boolean;
  /** Publishes the next monthly period; answers it. Rejects on the live provider. */
  advance(): Promise<string>;
}

/** Where the demo keeps how many periods it published ahead of the calendar. */
export interface DemoPeriodStore {
  read(): Promise<number>;
  /** Publishes one more; answers how many are ahead now. */
  advance(): Promise<number>;
}

/** A store of one process (unit tests of the dataset). */
export function memoryDemoPeriodStore(): DemoPeriodStore {
  let ahead = 0;
  return { read: async () => ahead, advance: async () => ++ahead };
}

/** Where the live provider keeps the periods it has seen. */
export interface PublishedPeriodStore {
  newest(): Promise<string | undefined>;
  record(period: string): Promise<void>;
}

const newer = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);

/**
 * Offline demo data: the dataset's current period, advanced on demand. `extraMonths` answers from memory
 * (every lookup asks); the stored count is read at the first `latest` and again every `ttlMs`, and another
 * instance's advance arrives at once through the app's events.
 */
export function demoPublications(
  today: () => string,
  store: DemoPeriodStore = memoryDemoPeriodStore(),
  options: { events?: AppEvents | undefined; ttlMs?: number; clock?: () => number } = {},
): BcraPublications {
  const ttl = options.ttlMs ?? 5000;
  const clock = options.clock ?? Date.now;
  let extra = 0;
  let readAt = -Infinity;
  const current = () => addMonthsToPeriod(latestInformedPeriod(today()), extra);
  options.events?.on('demo-period-changed', ({ monthsAhead }) => {
    extra = Math.max(extra, monthsAhead);
  });
  const latest = async () => {
    if (clock() - readAt >= ttl) {
      extra = Math.max(extra, await store.read());
      readAt = clock();
    }
    return current();
  };
  return {
    latest,
    observe: latest,
    extraMonths: () => extra,
    canAdvance: true,
    async advance() {
      extra = await store.advance();
      readAt = clock();
      options.events?.emit('demo-period-changed', { monthsAhead: extra });
      return current();
    },
  };
}

/** Live data: the newest period seen in a Deudas answer, persisted; re-read every `ttlMs` (other instances). */
export function observedPublications(
  store: PublishedPeriodStore,
  today: () => string,
  options: { ttlMs?: number; clock?: () => number } = {},
): BcraPublications {
  const ttl = options.ttlMs ?? 60_000;
  const clock = options.clock ?? Date.now;
  let known: string | undefined;
  let readAt = -Infinity;

  async function latest(): Promise<string> {
    if (clock() - readAt >= ttl) {
      const stored = await store.newest();
      readAt = clock();
      if (stored) known = known ? newer(known, stored) : stored;
    }
    return known ?? addMonthsToPeriod(latestInformedPeriod(today()), -1);
  }

  return {
    latest,
    async observe(period) {
      if (period && (!known || period > known)) {
        await store.record(period);
        known = known ? newer(known, period) : period;
      }
      const published = await latest();
      return period ? newer(published, period) : published;
    },
    extraMonths: () => 0,
    canAdvance: false,
    advance() {
      return Promise.reject(new Error('Only the offline demo provider can publish a period on demand.'));
    },
  };
}
