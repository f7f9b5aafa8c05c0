/**
 * The SQL of a background job whose rows are claimed (ADR 0133): batch lookups and cheque portfolios. A job row
 * (`running` until no row is pending) and its rows, each `pending` until its outcome is stored; a runner claims
 * rows FOR UPDATE SKIP LOCKED with a lease it renews while it works, so two instances never hold one row and a
 * dead instance's rows are claimed again once its lease expires. Each area keeps its own tables and names them here.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { apiKeys, organisationMembers, organisations, users } from '../db/schema';

export interface ClaimedRowsTables {
  jobs: { table: PgTable; id: AnyPgColumn; status: AnyPgColumn; finishedAt: AnyPgColumn };
  rows: {
    table: PgTable;
    jobId: AnyPgColumn;
    row: AnyPgColumn;
    status: AnyPgColumn;
    claimedBy: AnyPgColumn;
    claimedUntil: AnyPgColumn;
  };
}

/** The rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/** SQL: the end of a lease taken now. */
export const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/** A column's bare name, for the SET list of an UPDATE (where a qualified name is refused). */
const bare = (column: AnyPgColumn) => sql.identifier(column.name);

/**
 * Whether whoever started a job may still act for its owner (docs/domain/organisations.md §5, docs/api/keys.md): the
 * API key it was created with is neither revoked nor expired, and the member who created it still belongs to the
 * owner's organisation. A job of the owner's own session has nothing to check.
 */
export async function jobOriginActive(
  db: Db,
  job: { userId: string; apiKeyId?: string | null | undefined; actorId?: string | null | undefined },
  now: Date,
): Promise<boolean> {
  if (job.apiKeyId) {
    const [key] = await db
      .select({ revokedAt: apiKeys.revokedAt, expiresAt: apiKeys.expiresAt })
      .from(apiKeys)
      .where(eq(apiKeys.id, job.apiKeyId))
      .limit(1);
    if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) return false;
  }
  if (job.actorId && job.actorId !== job.userId) {
    const [member] = await db
      .select({ userId: organisationMembers.userId })
      .from(organisationMembers)
      .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(and(eq(organisationMembers.userId, job.actorId), eq(organisations.ownerId, job.userId)))
      .limit(1);
    if (!member) return false;
  }
  return true;
}

/** The role and premium end date of a job's owner (their rights now, ADR 0104). */
export async function jobOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ role: users.role, premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export function claimedRows(db: Db, { jobs, rows }: ClaimedRowsTables) {
  /** SQL: `rows` still pending held by `claimant`. */
  const heldBy = (jobId: string, claimant: string) =>
    sql`${rows.jobId} = ${jobId} and ${rows.claimedBy} = ${claimant} and ${rows.status} = 'pending'`;
  /** SQL: a pending row nobody holds (never claimed, or its claim expired: its instance died). */
  const unclaimed = sql`(${rows.claimedUntil} is null or ${rows.claimedUntil} < now())`;

  return {
    unclaimed,

    /**
     * Claims up to `limit` pending rows nobody holds for `claimant` until `leaseMs` from now, FOR UPDATE SKIP
     * LOCKED: two instances never claim one row. Answers `returning` (a select list) of each, in row order.
     */
    async claim(jobId: string, claimant: string, limit: number, leaseMs: number, returning: SQL) {
      const claimed = await db.execute(sql`
        update ${rows.table} set ${bare(rows.claimedBy)} = ${claimant}, ${bare(rows.claimedUntil)} = ${leaseEnd(leaseMs)}
        where (${rows.jobId}, ${rows.row}) in (
          select ${rows.jobId}, ${rows.row} from ${rows.table}
           where ${rows.jobId} = ${jobId} and ${rows.status} = 'pending' and ${unclaimed}
           order by ${rows.row} limit ${limit} for update skip locked)
        returning ${returning}`);
      return rowsOf(claimed);
    },

    /** Extends `claimant`'s claims on the rows of a job it is still working on. */
    async renewClaims(jobId: string, claimant: string, leaseMs: number) {
      await db.execute(
        sql`update ${rows.table} set ${bare(rows.claimedUntil)} = ${leaseEnd(leaseMs)} where ${heldBy(jobId, claimant)}`,
      );
    },

    /** Gives back `claimant`'s rows still pending (it is stopping): another instance takes them at once. */
    async releaseClaims(jobId: string, claimant: string) {
      await db.execute(
        sql`update ${rows.table} set ${bare(rows.claimedBy)} = null, ${bare(rows.claimedUntil)} = null where ${heldBy(jobId, claimant)}`,
      );
    },

    /** How many rows of the job are still pending, claimed or not. */
    async pendingCount(jobId: string): Promise<number> {
      const counted = await db.execute(
        sql`select count(*)::int as n from ${rows.table} where ${rows.jobId} = ${jobId} and ${rows.status} = 'pending'`,
      );
      return (rowsOf(counted)[0] as { n: number } | undefined)?.n ?? 0;
    },

    /** Marks the job done once no row is pending; answers whether this call did (one instance does). */
    async finishJob(jobId: string): Promise<boolean> {
      const done = await db.execute(sql`
        update ${jobs.table} set ${bare(jobs.status)} = 'done', ${bare(jobs.finishedAt)} = now()
        where ${jobs.id} = ${jobId} and ${jobs.status} = 'running'
          and not exists (select 1 from ${rows.table} where ${rows.jobId} = ${jobId} and ${rows.status} = 'pending')
        returning ${jobs.id}`);
      return rowsOf(done).length > 0;
    },

    /** The jobs still running (resumed at start-up). */
    async unfinished(): Promise<string[]> {
      const running = await db.execute(
        sql`select ${jobs.id} as id from ${jobs.table} where ${jobs.status} = 'running'`,
      );
      return (rowsOf(running) as { id: string }[]).map((r) => r.id);
    },
  };
}
export type ClaimedRows = ReturnType<typeof claimedRows>;
