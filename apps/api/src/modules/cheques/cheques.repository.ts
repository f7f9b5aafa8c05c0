import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ChequeAssumptionsOverride } from '@tirr/domain';
import type { Db } from '../../db/client';
import { appSettings, economicSeries } from '../../db/schema';

/** The administrator's cheque assumptions in `app_settings` (docs/domain/cheque-analysis.md §4). */
const ASSUMPTIONS_KEY = 'cheque_assumptions';

export interface StoredAssumptions {
  override: ChequeAssumptionsOverride;
  updatedAt: Date;
}

export function chequesRepository(db: Db) {
  return {
    /**
     * The latest BADLAR (private banks, TNA %) on or before `today`: the reference rate of a cheque's price
     * (ADR 0143), stored by the BCRA statistics sync for the FCI benchmarks.
     */
    async latestBadlar(today: string): Promise<{ date: string; value: number } | undefined> {
      const [row] = await db
        .select({ date: economicSeries.date, value: economicSeries.value })
        .from(economicSeries)
        .where(and(eq(economicSeries.series, 'badlar'), lte(economicSeries.date, today)))
        .orderBy(desc(economicSeries.date))
        .limit(1);
      return row;
    },

    async assumptions(): Promise<StoredAssumptions | undefined> {
      const [row] = await db
        .select({ value: appSettings.value, updatedAt: appSettings.updatedAt })
        .from(appSettings)
        .where(eq(appSettings.key, ASSUMPTIONS_KEY));
      return row ? { override: row.value as ChequeAssumptionsOverride, updatedAt: row.updatedAt } : undefined;
    },

    async saveAssumptions(override: ChequeAssumptionsOverride): Promise<Date> {
      const [row] = await db
        .insert(appSettings)
        .values({ key: ASSUMPTIONS_KEY, value: override })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: override, updatedAt: sql`now()` } })
        .returning({ updatedAt: appSettings.updatedAt });
      return row!.updatedAt;
    },
  };
}
export type ChequesRepository = ReturnType<typeof chequesRepository>;
