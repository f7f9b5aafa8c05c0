/**
 * Postgres-backed state of the adapters: BCRA answers per tax id per day, the BCRA periods seen, WSAA
 * tickets per service, and the demo periods published ahead of the calendar (every instance agrees).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings, bcraCache, bcraPublishedPeriods, wsaaTickets } from '../db/schema';
import type { BcraAnswer, BcraSource } from './bcra/types';
import type { DemoPeriodStore, PublishedPeriodStore } from './bcra/publications';
import type { TicketStore } from './arca/wsaa';

/**
 * Wraps a BCRA source so each endpoint is asked at most once per tax id per Buenos Aires day. When BCRA
 * fails (after the client's retries), the newest earlier answer cached for that tax id is served, marked
 * with the day it was fetched (`cachedOn`), so reports keep working from cached data (docs/architecture.md §7).
 * Reported cheques are cached per (entity, number) for the day only: a cheque can be reported any day, so
 * an earlier day's answer is never served (BCRA failing stays a failure; docs/domain/data-sources.md §6).
 */
export function cachedBcra(source: BcraSource, db: Db, today: () => string): BcraSource {
  async function cached<T>(
    taxNumber: string,
    endpoint: string,
    load: () => Promise<BcraAnswer<T>>,
    { earlierDays = true }: { earlierDays?: boolean } = {},
  ): Promise<BcraAnswer<T>> {
    const day = today();
    const [hit] = await db
      .select()
      .from(bcraCache)
      .where(and(eq(bcraCache.taxNumber, taxNumber), eq(bcraCache.endpoint, endpoint), eq(bcraCache.day, day)))
      .limit(1);
    if (hit) return hit.payload as BcraAnswer<T>;
    let answer: BcraAnswer<T>;
    try {
      answer = await load();
    } catch (error) {
      if (!earlierDays) throw error;
      const [earlier] = await db
        .select()
        .from(bcraCache)
        .where(and(eq(bcraCache.taxNumber, taxNumber), eq(bcraCache.endpoint, endpoint)))
        .orderBy(desc(bcraCache.day))
        .limit(1);
      if (!earlier) throw error;
      return { ...(earlier.payload as BcraAnswer<T>), cachedOn: earlier.day };
    }
    await db
      .insert(bcraCache)
      .values({ taxNumber, endpoint, day, status: answer.status, payload: answer })
      .onConflictDoNothing();
    return answer;
  }
  return {
    deudas: (cuit) => cached(cuit, 'deudas', () => source.deudas(cuit)),
    historicas: (cuit) => cached(cuit, 'historicas', () => source.historicas(cuit)),
    cheques: (cuit) => cached(cuit, 'cheques', () => source.cheques(cuit)),
    entidades: () => cached('-', 'entidades', () => source.entidades()),
    // Keyed 'entity/number' in the tax id column (entidades uses '-'); endpoint 'denunciado'.
    denunciado: (codigoEntidad, numeroCheque) =>
      cached(`${codigoEntidad}/${numeroCheque}`, 'denunciado', () => source.denunciado(codigoEntidad, numeroCheque), {
        earlierDays: false,
      }),
  };
}

export function dbTicketStore(db: Db): TicketStore {
  return {
    async get(service) {
      const [row] = await db.select().from(wsaaTickets).where(eq(wsaaTickets.service, service)).limit(1);
      return row ? { token: row.token, sign: row.sign, expiresAt: row.expiresAt.toISOString() } : undefined;
    },
    async set(service, ticket) {
      const values = { token: ticket.token, sign: ticket.sign, expiresAt: new Date(ticket.expiresAt) };
      await db
        .insert(wsaaTickets)
        .values({ service, ...values })
        .onConflictDoUpdate({ target: wsaaTickets.service, set: values });
    },
  };
}

/** The BCRA periods seen in Deudas answers (live publications, ADR 0113). */
export function dbPublishedPeriodStore(db: Db): PublishedPeriodStore {
  return {
    async newest() {
      const [row] = await db
        .select({ period: bcraPublishedPeriods.period })
        .from(bcraPublishedPeriods)
        .orderBy(desc(bcraPublishedPeriods.period))
        .limit(1);
      return row?.period;
    },
    async record(period) {
      await db.insert(bcraPublishedPeriods).values({ period }).onConflictDoNothing();
    },
  };
}

const DEMO_MONTHS_AHEAD = 'demo.bcra-months-ahead';

/** The demo's periods published ahead of the calendar, in `app_settings` (ADR 0132). */
export function dbDemoPeriodStore(db: Db): DemoPeriodStore {
  return {
    async read() {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, DEMO_MONTHS_AHEAD));
      return typeof row?.value === 'number' ? row.value : 0;
    },
    async advance() {
      const [row] = await db
        .insert(appSettings)
        .values({ key: DEMO_MONTHS_AHEAD, value: 1 })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: sql`to_jsonb((${appSettings.value})::int + 1)`, updatedAt: sql`now()` },
        })
        .returning({ value: appSettings.value });
      return row!.value as number;
    },
  };
}
