import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ChequeAssumptionsOverride } from '@tirr/domain';
import type { ChequePortfolioResult, ChequePortfolioRowError } from '@tirr/contracts';
import type { Db } from '../../db/client';
import { chequePortfolioRows, chequePortfolios, type PortfolioCheque } from '../../db/schema';
import { blockedSql } from '../../lib/blocked-tax-ids';
import { claimedRows, jobOriginActive, jobOwner, leaseEnd, rowsOf } from '../../lib/row-claims';
import type { JobOrigin } from '../../lib/row-jobs';

export interface NewPortfolioRow {
  row: number;
  input: Record<string, unknown>;
  cheque: PortfolioCheque | null;
  drawerTaxId: string | null;
  status: 'pending' | 'invalid';
  errors: ChequePortfolioRowError[] | null;
}

export type RowOutcome =
  | { row: number; status: 'done'; result: ChequePortfolioResult }
  | { row: number; status: 'error'; errors: ChequePortfolioRowError[] };

/** A claimed row: the cheque to analyse. */
export interface ClaimedRow {
  row: number;
  drawerTaxId: string;
  cheque: PortfolioCheque;
}

const rows = chequePortfolioRows;

export function portfoliosRepository(db: Db) {
  // Leases and the job's end: the SQL every job of claimed rows shares (lib/row-claims.ts).
  const claims = claimedRows(db, {
    jobs: {
      table: chequePortfolios,
      id: chequePortfolios.id,
      status: chequePortfolios.status,
      finishedAt: chequePortfolios.finishedAt,
    },
    rows: {
      table: rows,
      jobId: rows.portfolioId,
      row: rows.row,
      status: rows.status,
      claimedBy: rows.claimedBy,
      claimedUntil: rows.claimedUntil,
    },
  });

  return {
    renewClaims: claims.renewClaims,
    releaseClaims: claims.releaseClaims,
    pendingCount: claims.pendingCount,
    finishJob: claims.finishJob,
    unfinished: claims.unfinished,
    owner: (userId: string) => jobOwner(db, userId),
    originActive: (job: { userId: string } & JobOrigin, now: Date) => jobOriginActive(db, job, now),

    async create(
      userId: string,
      permissions: readonly string[],
      own: { referenceRate: number | null; assumptions: ChequeAssumptionsOverride | null },
      items: readonly NewPortfolioRow[],
      origin: JobOrigin = {},
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const pending = items.some((i) => i.status === 'pending');
        const [job] = await tx
          .insert(chequePortfolios)
          .values({
            userId,
            permissions: [...permissions],
            apiKeyId: origin.apiKeyId ?? null,
            actorId: origin.actorId ?? null,
            total: items.length,
            ...own,
            status: pending ? 'running' : 'done',
            finishedAt: pending ? null : new Date(),
          })
          .returning({ id: chequePortfolios.id });
        // Chunks keep each statement's parameter count well under the driver's limit.
        for (let i = 0; i < items.length; i += 500) {
          await tx.insert(rows).values(items.slice(i, i + 500).map((item) => ({ ...item, portfolioId: job!.id })));
        }
        return job!.id;
      });
    },

    async job(id: string) {
      const [row] = await db.select().from(chequePortfolios).where(eq(chequePortfolios.id, id));
      return row;
    },

    /** Every row of a portfolio, with whether its drawer is blocked (the service hides it from non-admins). */
    async rows(id: string) {
      return db
        .select({ ...getTableColumns(rows), blocked: blockedSql(rows.drawerTaxId) })
        .from(rows)
        .where(eq(rows.portfolioId, id))
        .orderBy(asc(rows.row));
    },

    /**
     * Claims the pending rows of the next drawers nobody holds — every pending row of a drawer at once, so its
     * report is read once per portfolio — until about `chunk` rows, for `claimant` until `leaseMs` from now.
     * Claims of one portfolio are taken one at a time (an advisory lock), rows FOR UPDATE SKIP LOCKED.
     */
    async claim(id: string, claimant: string, chunk: number, leaseMs: number): Promise<ClaimedRow[]> {
      const claimed = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cheque-portfolio:${id}`}, 0))`);
        return tx.execute(sql`
          with free as (
            select ${rows.drawerTaxId} as drawer, min(${rows.row}) as first, count(*) as n from ${rows}
             where ${rows.portfolioId} = ${id} and ${rows.status} = 'pending' and ${rows.drawerTaxId} is not null
             group by ${rows.drawerTaxId}
            having bool_and(${claims.unclaimed})
          ), picked as (
            select drawer from (select drawer, sum(n) over (order by first) - n as before from free) f
             where before < ${chunk}
          )
          update ${rows} set claimed_by = ${claimant}, claimed_until = ${leaseEnd(leaseMs)}
          where (${rows.portfolioId}, ${rows.row}) in (
            select ${rows.portfolioId}, ${rows.row} from ${rows}
             where ${rows.portfolioId} = ${id} and ${rows.status} = 'pending' and ${claims.unclaimed}
               and ${rows.drawerTaxId} in (select drawer from picked)
             for update skip locked)
          returning ${rows.row} as row, ${rows.drawerTaxId} as "drawerTaxId", ${rows.cheque} as cheque`);
      });
      return (rowsOf(claimed) as ClaimedRow[]).sort((a, b) => a.row - b.row);
    },

    /**
     * Stores the outcome of many rows in one statement (UPDATE … FROM VALUES): only rows still pending and
     * claimed by `claimant` (one whose claim expired stores nothing, ADR 0133). Answers how many it stored.
     */
    async finishRows(id: string, outcomes: readonly RowOutcome[], claimant: string): Promise<number> {
      if (outcomes.length === 0) return 0;
      const values = sql.join(
        outcomes.map((o) => {
          const result = o.status === 'done' ? JSON.stringify(o.result) : null;
          const errors = o.status === 'error' ? JSON.stringify(o.errors) : null;
          return sql`(${o.row}::integer, ${o.status}::text, ${result}::jsonb, ${errors}::jsonb)`;
        }),
        sql`, `,
      );
      const stored = await db.execute(sql`
        update ${rows} set status = v.status, result = v.result, errors = v.errors,
          claimed_by = null, claimed_until = null, updated_at = now()
        from (values ${values}) as v(row, status, result, errors)
        where ${rows.portfolioId} = ${id} and ${rows.row} = v.row
          and ${rows.status} = 'pending' and ${rows.claimedBy} = ${claimant}
        returning ${rows.row}`);
      return rowsOf(stored).length;
    },

    /** Ends every row still pending with `errors` (the owner lost the right to run the portfolio). */
    async endPending(id: string, errors: ChequePortfolioRowError[]) {
      await db
        .update(rows)
        .set({ status: 'error', errors, claimedBy: null, claimedUntil: null, updatedAt: new Date() })
        .where(sql`${rows.portfolioId} = ${id} and ${rows.status} = 'pending'`);
    },
  };
}
export type PortfoliosRepository = ReturnType<typeof portfoliosRepository>;
