/**
 * The SQL of monitoring through the job queue (ADR 0133): which profiles a period leaves stale, cut into
 * ranges of ids that jobs on any instance re-check, and the per-period record that makes a period's
 * monitoring run once whatever the number of instances.
 */
import { and, asc, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRuns, profiles } from '../../db/schema';
import { visibleTaxIds } from '../../lib/blocked-tax-ids';
import type { ProfileRow } from './profiles.repository';

/** A range of profile ids (both ends included) one monitoring job re-checks. */
export interface ProfileRange {
  from: string;
  to: string;
}

/** Profiles a period leaves stale (older snapshot, none yet), blocked ids left out. */
const staleFor = (period: string) =>
  and(or(isNull(profiles.period), lt(profiles.period, period)), visibleTaxIds(false, profiles.taxNumber));

export function monitoringRepository(db: Db) {
  return {
    /**
     * Claims the monitoring of `period` for `instance`: true for the first claim, and again only when the
     * last claim is older than `retryAfterMs` (a period's failed lookups are tried again, not every cycle).
     */
    async claimPeriod(period: string, instance: string, retryAfterMs: number): Promise<boolean> {
      const rows = await db
        .insert(monitoringRuns)
        .values({ period, instance })
        .onConflictDoUpdate({
          target: monitoringRuns.period,
          set: { instance, heartbeatAt: sql`now()` },
          setWhere: sql`${monitoringRuns.heartbeatAt} < now() - make_interval(secs => ${retryAfterMs / 1000})`,
        })
        .returning({ period: monitoringRuns.period });
      return rows.length > 0;
    },

    /** Records that the period's jobs are all done (for the dashboard and the tests). */
    async finishPeriod(period: string) {
      await db
        .update(monitoringRuns)
        .set({ finishedAt: sql`now()` })
        .where(sql`${monitoringRuns.period} = ${period}`);
    },

    /**
     * The stale profiles of `period` cut into ranges of at most `size` ids, in id order (a uuid's text sorts
     * as the uuid does: fixed-width lowercase hex).
     */
    async staleRanges(period: string, size: number): Promise<ProfileRange[]> {
      const rows = await db.execute(sql`
        select min(id) as "from", max(id) as "to" from (
          select ${profiles.id}::text as id, (row_number() over (order by ${profiles.id}) - 1) / ${size} as slot
            from ${profiles} where ${staleFor(period)}) s
        group by slot order by slot`);
      return (rows as unknown as { rows: ProfileRange[] }).rows;
    },

    /** Up to `limit` stale profiles of `period` within `range`, in id order after `after`. */
    async staleIn(period: string, range: ProfileRange, after: string | null, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(
          and(
            staleFor(period),
            sql`${profiles.id} >= ${range.from}::uuid`,
            lte(profiles.id, range.to),
            after ? gt(profiles.id, after) : undefined,
          ),
        )
        .orderBy(asc(profiles.id))
        .limit(limit);
    },
  };
}
export type MonitoringRepository = ReturnType<typeof monitoringRepository>;
