/**
 * A large portfolio written straight into the database (no credit report per row): the list tests and
 * the portfolio benchmark (bench/portfolio.ts) give a user thousands of profiles this way. Deterministic:
 * row i is always the same person, so tests can count what each filter finds.
 */
import { eq } from 'drizzle-orm';
import { issuedTaxId, SCORECARD_VERSION, scoreBandOf } from '@tirr/domain';
import type { Db } from '../db/client';
import { profileBalances, profiles, users } from '../db/schema';

/** The balance every fifth seeded profile has (its figures do not matter to the list). */
const BALANCE = { period: '2025', ventas: 1000, resultadoNeto: 100, activosCorrientes: 500 } as const;
const BALANCE_LIABILITIES = { activosNoCorrientes: 300, pasivosCorrientes: 200, pasivosNoCorrientes: 100 } as const;
const GROUPS = ['Clientes', 'Proveedores', 'Bancos', null] as const;
const SURNAMES = ['GÓMEZ', 'PEREYRA', 'SOSA', 'LÓPEZ', 'FERNÁNDEZ', 'DÍAZ', 'ROMERO', 'ÁLVAREZ'];

/** The seeded row i (0-based): every fourth has no group, every seventh has no score, every fifth a balance. */
export function seededProfile(i: number) {
  const company = i % 3 === 0;
  const taxNumber = issuedTaxId(company ? '30' : '20', String(10_000_000 + i));
  const situacion = i % 10 < 6 ? 1 : i % 10 < 8 ? 2 : (i % 7) % 7;
  const score = i % 7 === 3 ? null : 1 + ((i * 37) % 1000);
  return {
    taxNumber,
    name: company
      ? `EMPRESA ${String(i).padStart(5, '0')} S.A.`
      : `${SURNAMES[i % SURNAMES.length]} ${String(i).padStart(5, '0')}`,
    personType: company ? ('JURIDICA' as const) : ('FISICA' as const),
    group: GROUPS[i % GROUPS.length] ?? null,
    income: i % 2 ? 100_000 + i : null,
    behaviour: i % 9 === 0 ? 'Paga a 60 días' : null,
    date: i % 4 === 1 ? `2026-0${1 + (i % 9)}-15` : null,
    debt: (i * 1234.5) % 5_000_000,
    situacion,
    score,
    band: score === null ? null : scoreBandOf(score).code,
    scoreVersion: SCORECARD_VERSION,
    period: '202609',
    hasBalance: i % 5 === 0,
  };
}

/**
 * Gives the user `count` profiles (and a balance to every fifth), from row `from`; answers their ids in
 * seed order. `period` is their snapshot's BCRA period: the newest published one leaves monitoring
 * nothing to re-check (the benchmark measures the list, not a monitoring run beside it).
 */
export async function seedPortfolio(
  db: Db,
  userId: string,
  count: number,
  { from = 0, period }: { from?: number; period?: string } = {},
): Promise<string[]> {
  const ids: string[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - offset) }, (_, k) => from + offset + k);
    const rows = await db
      .insert(profiles)
      .values(
        batch.map((i) => {
          const { hasBalance: _balance, ...row } = seededProfile(i);
          // Several rows share a creation instant, so the tie-break by id is exercised.
          const at = new Date(start + Math.floor(i / 3) * 60_000);
          return { ...row, ...(period ? { period } : {}), userId, createdAt: at, refreshedAt: at };
        }),
      )
      .returning({ id: profiles.id, taxNumber: profiles.taxNumber });
    ids.push(...rows.map((r) => r.id));
    const withBalance = rows.filter((_, k) => seededProfile(batch[k]!).hasBalance);
    if (withBalance.length) {
      await db.insert(profileBalances).values(
        withBalance.map((r, k) => ({
          ...BALANCE,
          ...BALANCE_LIABILITIES,
          profileId: r.id,
          date: `2025-${String(1 + (k % 12)).padStart(2, '0')}-28`,
        })),
      );
    }
  }
  return ids;
}

/** The user id of a demo account's email. */
export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
