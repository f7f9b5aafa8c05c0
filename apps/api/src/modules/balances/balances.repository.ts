import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockedSql } from '../../lib/blocked-tax-ids';
import { profileBalances, profiles } from '../../db/schema';

export interface BalanceValues {
  period: string;
  date: string;
  ventas: number;
  resultadoNeto: number;
  activosCorrientes: number;
  activosNoCorrientes: number;
  pasivosCorrientes: number;
  pasivosNoCorrientes: number;
}

const balanceColumns = {
  id: profileBalances.id,
  period: profileBalances.period,
  date: profileBalances.date,
  ventas: profileBalances.ventas,
  resultadoNeto: profileBalances.resultadoNeto,
  activosCorrientes: profileBalances.activosCorrientes,
  activosNoCorrientes: profileBalances.activosNoCorrientes,
  pasivosCorrientes: profileBalances.pasivosCorrientes,
  pasivosNoCorrientes: profileBalances.pasivosNoCorrientes,
};
export type BalanceRow = BalanceValues & { id: string };

export function balancesRepository(db: Db) {
  return {
    /** The profile when it belongs to the user, with whether its tax id is blocked (ADR 0104). */
    async profileOf(userId: string, profileId: string) {
      const [row] = await db
        .select({
          id: profiles.id,
          taxNumber: profiles.taxNumber,
          name: profiles.name,
          situacion: profiles.situacion,
          debt: profiles.debt,
          score: profiles.score,
          band: profiles.band,
          blocked: blockedSql(profiles.taxNumber),
        })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)));
      return row;
    },

    async create(profileId: string, values: BalanceValues): Promise<BalanceRow> {
      const [row] = await db
        .insert(profileBalances)
        .values({ profileId, ...values })
        .returning(balanceColumns);
      return row!;
    },

    async update(profileId: string, balanceId: string, values: BalanceValues): Promise<BalanceRow | undefined> {
      const [row] = await db
        .update(profileBalances)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(profileBalances.id, balanceId), eq(profileBalances.profileId, profileId)))
        .returning(balanceColumns);
      return row;
    },

    /** The profile's balances, oldest first. */
    async list(profileId: string): Promise<BalanceRow[]> {
      return db
        .select(balanceColumns)
        .from(profileBalances)
        .where(eq(profileBalances.profileId, profileId))
        .orderBy(asc(profileBalances.date), asc(profileBalances.createdAt));
    },
  };
}
export type BalancesRepository = ReturnType<typeof balancesRepository>;
