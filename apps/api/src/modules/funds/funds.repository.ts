import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  economicSeries,
  fundManagers,
  fundShares,
  fundShareValues,
  funds,
  fundSimulations,
  fundSyncRuns,
} from '../../db/schema';
import type { FundRow, ManagerRow, ShareRow, ValueRow } from '../../integrations/cafci/normalize';

export type ManagerRecord = typeof fundManagers.$inferSelect;
export type FundRecord = typeof funds.$inferSelect;
export type ShareRecord = typeof fundShares.$inferSelect;
export type SeriesName = 'cer' | 'badlar' | 'cpi' | 'deposits30';

/** Inserts in chunks (PostgreSQL caps a statement at 65535 parameters). */
async function chunked<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export function fundsRepository(db: Db) {
  return {
    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(fundManagers);
      return (row?.n ?? 0) === 0;
    },

    /**
     * Active managers with the number of active funds that have at least one class (the funds the wizard
     * can offer). The count is a joined aggregate: a correlated subquery left the columns unqualified and
     * compared funds.manager_id with funds.id (every manager showed '0 fondos').
     */
    async managers(): Promise<(ManagerRecord & { fondos: number })[]> {
      const counts = db
        .select({ managerId: funds.managerId, n: sql<number>`count(distinct ${funds.id})::int`.as('n') })
        .from(funds)
        .innerJoin(fundShares, eq(fundShares.fundId, funds.id))
        .where(eq(funds.isActive, true))
        .groupBy(funds.managerId)
        .as('fund_counts');
      return db
        .select({
          id: fundManagers.id,
          display: fundManagers.display,
          razonSocial: fundManagers.razonSocial,
          codigoCafci: fundManagers.codigoCafci,
          codigoCnv: fundManagers.codigoCnv,
          cuit: fundManagers.cuit,
          isActive: fundManagers.isActive,
          isBank: fundManagers.isBank,
          logo: fundManagers.logo,
          telefono: fundManagers.telefono,
          web: fundManagers.web,
          updatedAt: fundManagers.updatedAt,
          fondos: sql<number>`coalesce(${counts.n}, 0)::int`,
        })
        .from(fundManagers)
        .leftJoin(counts, eq(counts.managerId, fundManagers.id))
        .where(eq(fundManagers.isActive, true))
        .orderBy(asc(fundManagers.display));
    },

    async lastValueDate(): Promise<string | undefined> {
      const [row] = await db
        .select({ d: sql<string | null>`max(${fundShareValues.date})::text` })
        .from(fundShareValues);
      return row?.d ?? undefined;
    },

    async lastSeriesDate(name: SeriesName): Promise<string | undefined> {
      const [row] = await db
        .select({ d: sql<string | null>`max(${economicSeries.date})::text` })
        .from(economicSeries)
        .where(eq(economicSeries.series, name));
      return row?.d ?? undefined;
    },

    async recordSyncRun(source: string, ok: boolean, summary: Record<string, unknown>): Promise<void> {
      await db.insert(fundSyncRuns).values({ source, ok, summary, finishedAt: new Date() });
    },

    async manager(id: number): Promise<ManagerRecord | undefined> {
      const [row] = await db.select().from(fundManagers).where(eq(fundManagers.id, id)).limit(1);
      return row;
    },

    async fundsOf(managerId: number): Promise<FundRecord[]> {
      return db
        .select()
        .from(funds)
        .where(and(eq(funds.managerId, managerId), eq(funds.isActive, true)))
        .orderBy(asc(funds.nombre));
    },

    async fund(id: number): Promise<FundRecord | undefined> {
      const [row] = await db.select().from(funds).where(eq(funds.id, id)).limit(1);
      return row;
    },

    async sharesOf(fundIds: number[]): Promise<ShareRecord[]> {
      if (fundIds.length === 0) return [];
      return db.select().from(fundShares).where(inArray(fundShares.fundId, fundIds)).orderBy(asc(fundShares.id));
    },

    async share(id: number): Promise<(ShareRecord & { diasLiquidacion: number }) | undefined> {
      const [row] = await db
        .select({ share: fundShares, diasLiquidacion: funds.diasLiquidacion })
        .from(fundShares)
        .innerJoin(funds, eq(funds.id, fundShares.fundId))
        .where(eq(fundShares.id, id))
        .limit(1);
      return row ? { ...row.share, diasLiquidacion: row.diasLiquidacion } : undefined;
    },

    /** The last value published on or before `date` (as-of rule), using the (share_id, date) key. */
    async valueAsOf(shareId: number, date: string): Promise<{ date: string; value: number } | undefined> {
      const [row] = await db
        .select({ date: fundShareValues.date, value: fundShareValues.value })
        .from(fundShareValues)
        .where(and(eq(fundShareValues.shareId, shareId), lte(fundShareValues.date, date)))
        .orderBy(desc(fundShareValues.date))
        .limit(1);
      return row;
    },

    async values(shareId: number, from: string, to: string) {
      return db
        .select({ date: fundShareValues.date, value: fundShareValues.value, patrimonio: fundShareValues.patrimonio })
        .from(fundShareValues)
        .where(
          and(eq(fundShareValues.shareId, shareId), gte(fundShareValues.date, from), lte(fundShareValues.date, to)),
        )
        .orderBy(asc(fundShareValues.date));
    },

    /** A series between two dates, plus the last point before `from` (so the window starts with a value). */
    async series(name: SeriesName, from: string, to: string): Promise<{ date: string; value: number }[]> {
      const [before] = await db
        .select({ date: economicSeries.date, value: economicSeries.value })
        .from(economicSeries)
        .where(and(eq(economicSeries.series, name), lte(economicSeries.date, from)))
        .orderBy(desc(economicSeries.date))
        .limit(1);
      const inside = await db
        .select({ date: economicSeries.date, value: economicSeries.value })
        .from(economicSeries)
        .where(and(eq(economicSeries.series, name), gte(economicSeries.date, from), lte(economicSeries.date, to)))
        .orderBy(asc(economicSeries.date));
      return before && inside[0]?.date !== before.date ? [before, ...inside] : inside;
    },

    async recordSimulation(row: typeof fundSimulations.$inferInsert): Promise<void> {
      await db.insert(fundSimulations).values(row);
    },

    async upsertCatalogue(data: { managers: ManagerRow[]; funds: FundRow[]; shares: ShareRow[] }): Promise<void> {
      const now = new Date();
      await chunked(data.managers, 500, (chunk) =>
        db
          .insert(fundManagers)
          .values(chunk)
          .onConflictDoUpdate({
            target: fundManagers.id,
            set: {
              display: sql`excluded.display`,
              razonSocial: sql`excluded.razon_social`,
              isActive: sql`excluded.is_active`,
              updatedAt: now,
            },
          }),
      );
      await chunked(data.funds, 500, (chunk) =>
        db
          .insert(funds)
          .values(chunk)
          .onConflictDoUpdate({
            target: funds.id,
            set: {
              nombre: sql`excluded.nombre`,
              type: sql`excluded.type`,
              currency: sql`excluded.currency`,
              diasLiquidacion: sql`excluded.dias_liquidacion`,
              isActive: sql`excluded.is_active`,
              updatedAt: now,
            },
          }),
      );
      await chunked(data.shares, 500, (chunk) =>
        db
          .insert(fundShares)
          .values(chunk)
          .onConflictDoUpdate({
            target: fundShares.id,
            set: {
              detalle: sql`excluded.detalle`,
              display: sql`excluded.display`,
              inversionMin: sql`excluded.inversion_min`,
              comisionIngreso: sql`excluded.comision_ingreso`,
              comisionRescate: sql`excluded.comision_rescate`,
              honAdminGer: sql`excluded.hon_admin_ger`,
              honAdminDep: sql`excluded.hon_admin_dep`,
              gastosOrd: sql`excluded.gastos_ord`,
            },
          }),
      );
    },

    /**
     * Bulk upsert with one statement per 20 000 rows: the columns travel as five array literals and are
     * unnested server-side (an order of magnitude faster than multi-row VALUES on PGlite; same on Postgres).
     */
    async upsertValues(rows: readonly ValueRow[]): Promise<void> {
      const list = (values: readonly (number | string | null)[]) =>
        `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
      await chunked(rows, 20_000, (chunk) =>
        db.execute(sql`
          insert into ${fundShareValues} (share_id, date, value, patrimonio, cantidad)
          select * from unnest(${list(chunk.map((r) => r.shareId))}::int[], ${list(chunk.map((r) => r.date))}::date[],
            ${list(chunk.map((r) => r.value))}::float8[], ${list(chunk.map((r) => r.patrimonio))}::float8[],
            ${list(chunk.map((r) => r.cantidad))}::float8[])
          on conflict (share_id, date) do update
            set value = excluded.value, patrimonio = excluded.patrimonio, cantidad = excluded.cantidad`),
      );
    },

    async upsertSeries(name: SeriesName, points: readonly { date: string; value: number }[]): Promise<void> {
      await chunked(points, 5000, (chunk) =>
        db
          .insert(economicSeries)
          .values(chunk.map((p) => ({ series: name, ...p })))
          .onConflictDoUpdate({
            target: [economicSeries.series, economicSeries.date],
            set: { value: sql`excluded.value` },
          }),
      );
    },

    /** Copies each class's latest value, AUM and cantidad onto fund_shares (what the fund endpoints show). */
    async refreshLatest(): Promise<void> {
      await db.execute(sql`
        update ${fundShares} s set valor = v.value, patrimonio = v.patrimonio, cantidad = v.cantidad, last_update = v.date
        from (
          select distinct on (share_id) share_id, date, value, patrimonio, cantidad
          from ${fundShareValues} order by share_id, date desc
        ) v
        where v.share_id = s.id`);
    },
  };
}
export type FundsRepository = ReturnType<typeof fundsRepository>;
