/** SQL of the credit area: quota claims, consult audit, recents, activity counts, blocked ids, premium requests. */
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isTaxIdBlocked, visibleTaxIds } from '../../lib/blocked-tax-ids';
import type { ConsultRow } from './consult-audit';
import {
  blockedCuits,
  consultCount,
  countedConsult,
  creditConsults,
  creditQuotaUsage,
  premiumRequests,
  reportConsult,
  users,
} from '../../db/schema';

export interface ClaimResult {
  granted: boolean;
  alreadyConsulted: boolean;
  /** Distinct tax ids used this month after the claim. */
  used: number;
}

export function creditRepository(db: Db) {
  return {
    /**
     * Claims a quota slot for (user, month, tax id) atomically: the user's row is locked for the
     * transaction, so concurrent claims of one user run one after the other; the primary key makes
     * a tax id count once per month. `limit` null = unlimited.
     */
    async claim(
      userId: string,
      month: string,
      taxNumber: string,
      limit: number | null,
      at: Date,
    ): Promise<ClaimResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
        const mine = and(eq(creditQuotaUsage.userId, userId), eq(creditQuotaUsage.month, month));
        const [existing] = await tx
          .select({ taxNumber: creditQuotaUsage.taxNumber })
          .from(creditQuotaUsage)
          .where(and(mine, eq(creditQuotaUsage.taxNumber, taxNumber)))
          .limit(1);
        const [{ used } = { used: 0 }] = await tx.select({ used: count() }).from(creditQuotaUsage).where(mine);
        if (existing) return { granted: true, alreadyConsulted: true, used };
        if (limit !== null && used >= limit) return { granted: false, alreadyConsulted: false, used };
        await tx.insert(creditQuotaUsage).values({ userId, month, taxNumber, createdAt: at }).onConflictDoNothing();
        return { granted: true, alreadyConsulted: false, used: used + 1 };
      });
    },

    /** In one round trip: is the tax id blocked, and did the user already consult it this month? */
    async check(userId: string, month: string, taxNumber: string): Promise<{ blocked: boolean; claimed: boolean }> {
      const [row] = await db
        .select({
          blocked: sql<boolean>`exists(select 1 from ${blockedCuits} where ${blockedCuits.taxNumber} = ${taxNumber})`,
          claimed: sql<boolean>`exists(select 1 from ${creditQuotaUsage} where ${creditQuotaUsage.userId} = ${userId} and ${creditQuotaUsage.month} = ${month} and ${creditQuotaUsage.taxNumber} = ${taxNumber})`,
        })
        .from(sql`(select 1) as one`);
      return { blocked: row?.blocked === true, claimed: row?.claimed === true };
    },

    /**
     * Gives back a slot no report used: the (user, month, tax id) claim goes when no consult of that tax id by
     * that user has been recorded since the month began (docs/domain/quota.md §1: an outage costs no slot).
     */
    async releaseUndelivered(userId: string, month: string, taxNumber: string, since: Date) {
      await db.execute(sql`
        delete from ${creditQuotaUsage}
        where ${creditQuotaUsage.userId} = ${userId} and ${creditQuotaUsage.month} = ${month}
          and ${creditQuotaUsage.taxNumber} = ${taxNumber}
          and not exists (
            select 1 from ${creditConsults}
            where ${creditConsults.userId} = ${userId} and ${creditConsults.taxNumber} = ${taxNumber}
              and ${creditConsults.createdAt} >= ${since.toISOString()}
          )`);
    },

    /** Unlimited users: record the tax id of the month without counting (one statement). */
    async record(userId: string, month: string, taxNumber: string, at: Date) {
      await db.insert(creditQuotaUsage).values({ userId, month, taxNumber, createdAt: at }).onConflictDoNothing();
    },

    async used(userId: string, month: string): Promise<number> {
      const [row] = await db
        .select({ used: count() })
        .from(creditQuotaUsage)
        .where(and(eq(creditQuotaUsage.userId, userId), eq(creditQuotaUsage.month, month)));
      return row?.used ?? 0;
    },

    /**
     * The id of the audit row holding a consult (one row per user, tax id, kind and second, ADR 0132): the
     * consult number the PDF's footer gives. Read after the row has committed.
     */
    async consultId(
      userId: string,
      taxNumber: string,
      kind: ConsultRow['kind'],
      at: Date,
      apiKeyId: string | null = null,
    ): Promise<number | null> {
      const [row] = await db
        .select({ id: creditConsults.id })
        .from(creditConsults)
        .where(
          and(
            eq(creditConsults.userId, userId),
            eq(creditConsults.taxNumber, taxNumber),
            eq(creditConsults.kind, kind),
            eq(creditConsults.second, Math.floor(at.getTime() / 1000)),
            apiKeyId ? eq(creditConsults.apiKeyId, apiKeyId) : isNull(creditConsults.apiKeyId),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Many audit rows in one statement (the group commit of the consult audit, ADR 0103). A row of a second
     * another write (or instance) already stored for the same user, tax id and kind adds its consults to it.
     */
    async auditMany(rows: ConsultRow[]) {
      if (rows.length === 0) return;
      if (rows.length === 1) {
        // The common group (one row counting every consult): plain values plan faster than the JSON form.
        const [r] = rows as [ConsultRow];
        await db
          .insert(creditConsults)
          .values({
            userId: r.userId,
            apiKeyId: r.apiKeyId ?? null,
            taxNumber: r.taxNumber,
            name: r.name,
            personType: r.personType,
            kind: r.kind,
            createdAt: r.createdAt,
            lastAt: r.lastAt,
            consults: r.consults,
          })
          .onConflictDoUpdate({
            target: [
              creditConsults.userId,
              creditConsults.taxNumber,
              creditConsults.kind,
              creditConsults.second,
              creditConsults.apiKeyId,
            ],
            set: {
              consults: sql`${creditConsults.consults} + excluded.consults`,
              createdAt: sql`least(${creditConsults.createdAt}, excluded.created_at)`,
              lastAt: sql`greatest(${creditConsults.lastAt}, excluded.last_at)`,
            },
          });
        return;
      }
      // One JSON parameter instead of eight per row: building and parsing a long parameter list cost far
      // more than the insert itself (ADR 0090).
      const json = JSON.stringify(
        rows.map((r) => [
          r.userId,
          r.taxNumber,
          r.name,
          r.personType,
          r.kind,
          r.createdAt.toISOString(),
          r.lastAt.toISOString(),
          r.consults,
          r.apiKeyId ?? null,
        ]),
      );
      await db.execute(sql`insert into ${creditConsults} as c (user_id, tax_number, name, person_type, kind, created_at, last_at, consults, api_key_id)
        select (r->>0)::uuid, r->>1, r->>2, r->>3, r->>4, (r->>5)::timestamptz, (r->>6)::timestamptz, (r->>7)::int, (r->>8)::uuid
        from json_array_elements(${json}::json) as r
        on conflict (user_id, tax_number, kind, second, api_key_id) do update set
          consults = c.consults + excluded.consults,
          created_at = least(c.created_at, excluded.created_at),
          last_at = greatest(c.last_at, excluded.last_at)`);
    },

    /**
     * The reports a user opened most recently, one per tax id, newest first (createdAt: the last consult);
     * blocked tax ids left out unless `includeBlocked` (admins).
     */
    async recents(userId: string, limit: number, includeBlocked: boolean) {
      const latest = db
        .selectDistinctOn([creditConsults.taxNumber], {
          id: creditConsults.id,
          taxNumber: creditConsults.taxNumber,
          name: creditConsults.name,
          personType: creditConsults.personType,
          createdAt: creditConsults.lastAt,
        })
        .from(creditConsults)
        .where(
          and(
            eq(creditConsults.userId, userId),
            reportConsult,
            visibleTaxIds(includeBlocked, creditConsults.taxNumber),
          ),
        )
        .orderBy(creditConsults.taxNumber, desc(creditConsults.lastAt), desc(creditConsults.id))
        .as('latest');
      return db.select().from(latest).orderBy(desc(latest.createdAt), desc(latest.id)).limit(limit);
    },

    /**
     * Consult counts of a tax id (all users, counted kinds only): total, since a date, the Buenos Aires date
     * of the last one and per month since a date. Never who consulted, nor when to the second.
     */
    async consultStats(taxNumber: string, since30: Date, since12Months: Date) {
      const of = and(eq(creditConsults.taxNumber, taxNumber), countedConsult);
      const [totals] = await db
        .select({
          total: consultCount,
          last30:
            sql<number>`coalesce(sum(${creditConsults.consults}) filter (where ${creditConsults.createdAt} >= ${since30.toISOString()}), 0)::int`.mapWith(
              Number,
            ),
          lastOn: sql<
            string | null
          >`to_char(max(${creditConsults.lastAt}) at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD')`,
        })
        .from(creditConsults)
        .where(of);
      const month = sql<string>`to_char(${creditConsults.createdAt} at time zone 'America/Argentina/Buenos_Aires', 'YYYYMM')`;
      const byMonth = await db
        .select({ month, count: consultCount })
        .from(creditConsults)
        .where(and(of, gte(creditConsults.createdAt, since12Months)))
        .groupBy(month);
      return { total: totals?.total ?? 0, last30: totals?.last30 ?? 0, lastOn: totals?.lastOn ?? null, byMonth };
    },

    isBlocked: (taxNumber: string): Promise<boolean> => isTaxIdBlocked(db, taxNumber),

    async block(taxNumber: string, reason: string | null, createdBy: string | null) {
      await db.insert(blockedCuits).values({ taxNumber, reason, createdBy }).onConflictDoNothing();
    },

    async premiumRequest(userId: string): Promise<Date | null> {
      const [row] = await db.select().from(premiumRequests).where(eq(premiumRequests.userId, userId)).limit(1);
      return row?.requestedAt ?? null;
    },

    async requestPremium(userId: string): Promise<Date> {
      await db.insert(premiumRequests).values({ userId }).onConflictDoNothing();
      const [row] = await db.select().from(premiumRequests).where(eq(premiumRequests.userId, userId)).limit(1);
      return row!.requestedAt;
    },
  };
}
export type CreditRepository = ReturnType<typeof creditRepository>;
