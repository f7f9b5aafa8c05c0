import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { BatchResult } from '@tirr/contracts';
import { SCORECARD_VERSION } from '@tirr/domain';
import type { Db } from '../../db/client';
import { blockedSql, visibleTaxIds } from '../../lib/blocked-tax-ids';
import { claimedRows, jobOriginActive, jobOwner, rowsOf } from '../../lib/row-claims';
import { batchItems, batchJobs, profiles, type WithStoredDecision } from '../../db/schema';
import type { JobOrigin } from '../../lib/row-jobs';

export interface NewBatchItem {
  row: number;
  input: string;
  taxNumber: string | null;
  status: 'pending' | 'invalid';
  error: string | null;
}

/** A found row's result; a recomputed one has no decision fields and keeps the row's (docs/domain/credit-policy.md §11). */
export type ItemOutcome =
  { status: 'done'; result: WithStoredDecision<BatchResult> } | { status: 'error'; error: string };

/** A found row whose score an older scorecard computed (ADR 0114), with what its job needs to look it up. */
export interface OutdatedItem {
  jobId: string;
  row: number;
  taxNumber: string;
  userId: string;
  permissions: string[];
}

export function batchRepository(db: Db) {
  /**
   * Stores the outcome of many rows in one statement (UPDATE … FROM VALUES), with the current scorecard
   * version; answers how many rows it stored. `claimant`: only rows still pending and claimed by it (an
   * instance whose claim expired stores nothing, ADR 0133). `onlyOutdated` leaves rows a newer scorecard
   * already wrote untouched (recompute, ADR 0114) and keeps each row's decision: it was taken when the row ran,
   * under the version it names (docs/domain/credit-policy.md §11).
   */
  async function finishItems(
    jobId: string,
    outcomes: readonly { row: number; outcome: ItemOutcome }[],
    options: { onlyOutdated?: boolean; claimant?: string } = {},
  ): Promise<number> {
    if (outcomes.length === 0) return 0;
    const values = sql.join(
      outcomes.map(
        ({ row, outcome }) =>
          sql`(${row}::integer, ${outcome.status}::text, ${outcome.status === 'done' ? JSON.stringify(outcome.result) : null}::jsonb, ${outcome.status === 'error' ? outcome.error : null}::text)`,
      ),
      sql`, `,
    );
    const outdated = options.onlyOutdated ? sql` and ${batchItems.scoreVersion} < ${SCORECARD_VERSION}` : sql``;
    const decision = sql`jsonb_strip_nulls(jsonb_build_object('decision', ${batchItems.result} -> 'decision', 'policyVersion', ${batchItems.result} -> 'policyVersion'))`;
    const result = options.onlyOutdated ? sql`v.result || ${decision}` : sql`v.result`;
    const claimed = options.claimant
      ? sql` and ${batchItems.status} = 'pending' and ${batchItems.claimedBy} = ${options.claimant}`
      : sql``;
    const stored = await db.execute(sql`
        update ${batchItems} set status = v.status, result = ${result}, error = v.error,
          score_version = ${SCORECARD_VERSION}, claimed_by = null, claimed_until = null, updated_at = now()
        from (values ${values}) as v(row, status, result, error)
        where ${batchItems.jobId} = ${jobId} and ${batchItems.row} = v.row${outdated}${claimed}
        returning ${batchItems.row}`);
    return rowsOf(stored).length;
  }

  // Claims, leases and the job's end: the SQL every job of claimed rows shares (lib/row-claims.ts).
  const claims = claimedRows(db, {
    jobs: { table: batchJobs, id: batchJobs.id, status: batchJobs.status, finishedAt: batchJobs.finishedAt },
    rows: {
      table: batchItems,
      jobId: batchItems.jobId,
      row: batchItems.row,
      status: batchItems.status,
      claimedBy: batchItems.claimedBy,
      claimedUntil: batchItems.claimedUntil,
    },
  });

  return {
    finishItems,
    renewClaims: claims.renewClaims,
    releaseClaims: claims.releaseClaims,
    pendingCount: claims.pendingCount,
    finishJob: claims.finishJob,
    unfinished: claims.unfinished,
    /** The role and premium end date of a job's owner (their rights now). */
    owner: (userId: string) => jobOwner(db, userId),
    /** Whether the job's API key and member may still act for its owner. */
    originActive: (job: { userId: string } & JobOrigin, now: Date) => jobOriginActive(db, job, now),

    /** Claims up to `limit` pending rows nobody holds (FOR UPDATE SKIP LOCKED), in row order. */
    async claim(jobId: string, claimant: string, limit: number, leaseMs: number) {
      const claimed = await claims.claim(
        jobId,
        claimant,
        limit,
        leaseMs,
        sql`${batchItems.row} as row, ${batchItems.taxNumber} as "taxNumber"`,
      );
      return (claimed as { row: number; taxNumber: string | null }[]).sort((a, b) => a.row - b.row);
    },
    async create(
      userId: string,
      permissions: readonly string[],
      items: readonly NewBatchItem[],
      origin: JobOrigin = {},
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const pending = items.some((i) => i.status === 'pending');
        const [job] = await tx
          .insert(batchJobs)
          .values({
            userId,
            permissions: [...permissions],
            apiKeyId: origin.apiKeyId ?? null,
            actorId: origin.actorId ?? null,
            total: items.length,
            status: pending ? 'running' : 'done',
            finishedAt: pending ? null : new Date(),
          })
          .returning({ id: batchJobs.id });
        // Chunks keep each statement's parameter count well under the driver's limit.
        for (let i = 0; i < items.length; i += 500) {
          await tx.insert(batchItems).values(items.slice(i, i + 500).map((item) => ({ ...item, jobId: job!.id })));
        }
        return job!.id;
      });
    },

    async job(jobId: string) {
      const [row] = await db.select().from(batchJobs).where(eq(batchJobs.id, jobId));
      return row;
    },

    async latestOf(userId: string) {
      const [row] = await db
        .select({ id: batchJobs.id })
        .from(batchJobs)
        .where(eq(batchJobs.userId, userId))
        .orderBy(desc(batchJobs.createdAt))
        .limit(1);
      return row?.id;
    },

    /** Every row of a job, with whether its tax id is blocked (the service hides it from non-admins). */
    async items(jobId: string) {
      return db
        .select({ ...getTableColumns(batchItems), blocked: blockedSql(batchItems.taxNumber) })
        .from(batchItems)
        .where(eq(batchItems.jobId, jobId))
        .orderBy(asc(batchItems.row));
    },

    /** The rows of a job that found a result; blocked tax ids left out unless `includeBlocked` (ADR 0104). */
    async foundItems(jobId: string, includeBlocked: boolean) {
      const rows = await db
        .select({ taxNumber: batchItems.taxNumber, result: batchItems.result, scoreVersion: batchItems.scoreVersion })
        .from(batchItems)
        .where(
          and(
            eq(batchItems.jobId, jobId),
            eq(batchItems.status, 'done'),
            isNotNull(batchItems.result),
            isNotNull(batchItems.taxNumber),
            visibleTaxIds(includeBlocked, batchItems.taxNumber),
          ),
        )
        .orderBy(asc(batchItems.row));
      return rows as { taxNumber: string; result: WithStoredDecision<BatchResult>; scoreVersion: number }[];
    },

    /** Ends every row still pending with `error` (the owner lost the right to run the job). */
    async endPending(jobId: string, error: string) {
      await db
        .update(batchItems)
        .set({ status: 'error', error, updatedAt: new Date() })
        .where(and(eq(batchItems.jobId, jobId), eq(batchItems.status, 'pending')));
    },

    /** Found rows whose score an older scorecard computed, oldest jobs first. */
    async outdatedItems(limit: number): Promise<OutdatedItem[]> {
      const rows = await db
        .select({
          jobId: batchItems.jobId,
          row: batchItems.row,
          taxNumber: batchItems.taxNumber,
          userId: batchJobs.userId,
          permissions: batchJobs.permissions,
        })
        .from(batchItems)
        .innerJoin(batchJobs, eq(batchJobs.id, batchItems.jobId))
        .where(and(eq(batchItems.status, 'done'), lt(batchItems.scoreVersion, SCORECARD_VERSION)))
        .orderBy(asc(batchJobs.createdAt), asc(batchItems.jobId), asc(batchItems.row))
        .limit(limit);
      return rows.filter((r): r is OutdatedItem => r.taxNumber !== null);
    },

    async finishItem(jobId: string, row: number, outcome: ItemOutcome) {
      await finishItems(jobId, [{ row, outcome }]);
    },

    /** The user's profile ids of these CUITs; blocked ones left out unless `includeBlocked`. */
    async profileIds(userId: string, taxNumbers: readonly string[], includeBlocked: boolean) {
      if (taxNumbers.length === 0) return [];
      return db
        .select({ taxNumber: profiles.taxNumber, id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.userId, userId),
            inArray(profiles.taxNumber, [...taxNumbers]),
            visibleTaxIds(includeBlocked, profiles.taxNumber),
          ),
        );
    },

    /** Inserts the results into Mis Perfiles; existing (user, CUIT) pairs are kept. Returns how many were added. */
    async addProfiles(
      userId: string,
      results: readonly { taxNumber: string; result: WithStoredDecision<BatchResult>; scoreVersion: number }[],
    ): Promise<number> {
      if (results.length === 0) return 0;
      const inserted = await db
        .insert(profiles)
        .values(
          results.map(({ taxNumber, result, scoreVersion }) => ({
            userId,
            taxNumber,
            name: result.name,
            personType: result.personType,
            debt: result.totalDebt,
            situacion: result.situacion,
            score: result.score,
            band: result.band,
            scoreVersion,
            rejectedCheques: result.rejectedCheques,
            period: result.period ? `${result.period.slice(3)}${result.period.slice(0, 2)}` : null,
          })),
        )
        .onConflictDoNothing({ target: [profiles.userId, profiles.taxNumber] })
        .returning({ id: profiles.id });
      return inserted.length;
    },
  };
}
export type BatchRepository = ReturnType<typeof batchRepository>;
