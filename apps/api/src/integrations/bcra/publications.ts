/**
 * The latest period BCRA has published (ADR 0071, ADR 0113): what every report, its score and monitoring
 * are anchored to.
 *
 * - Offline demo data: the dataset's current period (the calendar's `latestInformedPeriod`), which the demo
 *   can advance on demand (`advance`) so monitoring can be shown and tested without waiting a month.
 * - Live: the newest `periodo` seen in any Deudas answer, persisted (`bcra_published_periods`), so every
 *   instance and every restart agrees. Before any answer was seen, a conservative guess (the calendar's
 *   period minus one month): a subject's own newer period always wins (`observe`).
 */
import { addMonthsToPeriod, latestInformedPeriod } from '@tirr/domain';

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
  /** Publishes the next monthly period; answers it. Throws on the live provider. */
  advance(): string;
}

/** Where the live provider keeps the periods it has seen. */
export interface PublishedPeriodStore {
  newest(): Promise<string | undefined>;
  record(period: string): Promise<void>;
}

const newer = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);

/** Offline demo data: the dataset's current period, advanced on demand. */
export function demoPublications(today: () => string): BcraPublications {
  let extra = 0;
  const current = () => addMonthsToPeriod(latestInformedPeriod(today()), extra);
  return {
    latest: async () => current(),
    observe: async () => current(),
    extraMonths: () => extra,
    canAdvance: true,
    advance() {
      extra += 1;
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
      throw new Error('Only the offline demo provider can publish a period on demand.');
    },
  };
}
